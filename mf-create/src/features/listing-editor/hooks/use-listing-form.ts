import { useCallback, useMemo, useState } from 'react';
import {
  validateListingForm,
  type ListingFormErrorField,
  type ListingFormErrors,
  type ListingFormField,
  type ListingFormValues,
} from 'shared-api/validation';

const ADDRESS_FIELDS: readonly ListingFormField[] = ['street', 'city', 'state', 'zipcode'];

type TextField = Exclude<ListingFormField, 'amenities'>;

/** What a text input or select needs to take part in the form. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/** The DOM id of a field's control: the submit handler focuses the first invalid one by it. */
export const fieldId = (field: ListingFormErrorField) => `listing-${field}`;

export interface ListingFormState {
  values: ListingFormValues;
  /** Errors the person should see now: of touched fields, or all after a submit attempt. */
  errors: ListingFormErrors;
  setField: <F extends ListingFormField>(field: F, value: ListingFormValues[F]) => void;
  /** Marks a field touched (on blur): from then on its error follows every change. */
  touch: (field: ListingFormErrorField) => void;
  /** For submit: shows every error and returns them; empty when the form is valid. */
  touchAll: () => ListingFormErrors;
  /** The geocoder's verdict, shown on the street field until the address changes. */
  setAddressError: (message: string | null) => void;
  bind: (field: TextField) => FieldBinding;
}

/**
 * The listing form's values and its validation behaviour: errors appear on blur and then update
 * live; a submit checks and shows all fields. Errors are derived from the values on every render
 * with the shared schema, so what is shown can never disagree with what would be sent.
 */
export function useListingForm(initial: ListingFormValues, imageCount: number): ListingFormState {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ListingFormErrorField>>(() => new Set());
  const [addressError, setAddressError] = useState<string | null>(null);

  const allErrors = useMemo(() => validateListingForm(values, imageCount), [values, imageCount]);

  const errors = useMemo(() => {
    const visible: ListingFormErrors = {};
    for (const [field, message] of Object.entries(allErrors) as [ListingFormErrorField, string][]) {
      if (touched.has(field)) visible[field] = message;
    }
    if (addressError && !visible.street) visible.street = addressError;
    return visible;
  }, [allErrors, touched, addressError]);

  const setField = useCallback(
    <F extends ListingFormField>(field: F, value: ListingFormValues[F]) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      if (ADDRESS_FIELDS.includes(field)) setAddressError(null);
    },
    [],
  );

  const touch = useCallback((field: ListingFormErrorField) => {
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  }, []);

  const touchAll = useCallback(() => {
    setTouched(new Set(Object.keys(values).concat('images') as ListingFormErrorField[]));
    return allErrors;
  }, [values, allErrors]);

  const bind = useCallback(
    (field: TextField): FieldBinding => ({
      id: fieldId(field),
      name: field,
      value: values[field],
      error: errors[field],
      // A select only offers valid terms, so its value can be taken as one.
      onChange: (event) => setField(field, event.target.value as ListingFormValues[TextField]),
      onBlur: () => touch(field),
    }),
    [values, errors, setField, touch],
  );

  return { values, errors, setField, touch, touchAll, setAddressError, bind };
}
