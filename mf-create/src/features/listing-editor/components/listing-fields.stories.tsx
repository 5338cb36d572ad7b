import { LISTING_FORM_DEFAULTS } from 'shared-api/validation';
import { WithForm, filledValues, invalidValues } from '../stories/story-fixtures';
import { AddressSection, AmenitiesSection, BasicsSection, DetailsSection } from './listing-fields';

const sections = (form: Parameters<typeof BasicsSection>[0]['form']) => (
  <>
    <BasicsSection form={form} />
    <DetailsSection form={form} />
    <AddressSection form={form} />
    <AmenitiesSection form={form} />
  </>
);

export default {
  title: 'Create/Form sections',
  component: BasicsSection,
};

export const Empty = {
  render: () => <WithForm initial={LISTING_FORM_DEFAULTS}>{sections}</WithForm>,
};
export const Filled = {
  render: () => <WithForm initial={filledValues}>{sections}</WithForm>,
};
export const Errors = {
  render: () => (
    <WithForm initial={invalidValues} showErrors>
      {sections}
    </WithForm>
  ),
};
export const ErrorsDark = { ...Errors, globals: { theme: 'dark' } };
