import { Checkbox, Select, TextField } from 'shared-ui';
import { AMENITIES, TERMS, type Amenity } from 'shared-api';
import { fieldId, type FieldBinding, type ListingFormState } from '../hooks/use-listing-form';
import styles from './listing-editor.module.css';

const TERM_OPTIONS = TERMS.map((t) => ({ value: t, label: t }));

interface WholeNumberFieldProps extends FieldBinding {
  label: string;
  min: number;
  placeholder?: string;
}

/** Rooms, size and roommates are whole numbers: the numeric keypad and steps of one. */
function WholeNumberField(props: WholeNumberFieldProps) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}

interface SectionProps {
  form: ListingFormState;
}

/** Title, description, price and term. */
export function BasicsSection({ form }: SectionProps) {
  const { bind } = form;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>About the place</legend>
      <TextField label="Title" counterMax={50} autoComplete="off" {...bind('title')} />
      <TextField label="Description" multiline rows={6} counterMax={750} {...bind('description')} />
      <div className={styles.row}>
        <TextField
          label="Price per month"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...bind('rent')}
        />
        <Select label="Term" options={TERM_OPTIONS} {...bind('term')} />
      </div>
    </fieldset>
  );
}

/** Lease dates, rooms, size and roommates. */
export function DetailsSection({ form }: SectionProps) {
  const { bind, values } = form;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Dates and details</legend>
      <div className={styles.row}>
        <TextField label="Expected Start Date" type="date" {...bind('startDate')} />
        <TextField
          label="Expected End Date"
          type="date"
          min={values.startDate || undefined}
          {...bind('endDate')}
        />
      </div>
      <div className={styles.row}>
        <WholeNumberField label="Bedrooms" min={1} {...bind('bedrooms')} />
        {/* Half baths count: steps of 0.5 and the decimal keypad (bathrooms count in halves). */}
        <TextField
          label="Bathrooms"
          type="number"
          inputMode="decimal"
          min={0.5}
          step={0.5}
          {...bind('bathrooms')}
        />
      </div>
      <div className={styles.row}>
        <WholeNumberField label="Square Feet" min={1} {...bind('squareFeet')} />
        <WholeNumberField
          label="Roommates"
          min={0}
          placeholder="Number of roommates needed"
          {...bind('roommates')}
        />
      </div>
    </fieldset>
  );
}

/** Street, unit, city, state, ZIP. */
export function AddressSection({ form }: SectionProps) {
  const { bind } = form;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Address</legend>
      <TextField label="Street" autoComplete="address-line1" {...bind('street')} />
      <TextField
        label="Unit Number (optional)"
        autoComplete="address-line2"
        {...bind('aptnumber')}
      />
      <div className={styles.row3}>
        <TextField label="City" autoComplete="address-level2" {...bind('city')} />
        <TextField label="State" autoComplete="address-level1" {...bind('state')} />
        <TextField
          label="Zip Code"
          autoComplete="postal-code"
          inputMode="numeric"
          {...bind('zipcode')}
        />
      </div>
    </fieldset>
  );
}

/** The eight amenity checkboxes. */
export function AmenitiesSection({ form }: SectionProps) {
  const { values, setField } = form;
  const toggle = (amenity: Amenity, on: boolean) =>
    setField(
      'amenities',
      // Kept in the catalogue's order, whatever the click order.
      AMENITIES.filter((a) => (a === amenity ? on : values.amenities.includes(a))),
    );
  return (
    <fieldset className={styles.section} id={fieldId('amenities')}>
      <legend className={styles.legend}>Amenities</legend>
      <div className={styles.amenities}>
        {AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity}
            label={amenity}
            checked={values.amenities.includes(amenity)}
            onChange={(e) => toggle(amenity, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
