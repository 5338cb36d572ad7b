import { useEffect, type ReactNode } from 'react';
import { LISTING_FORM_DEFAULTS, type ListingFormValues } from 'shared-api/validation';
import { mockImageUrl } from 'shared-api/mocks';
import { useListingForm, type ListingFormState } from '../hooks/use-listing-form';
import type { ListingImage } from '../utils/listing-images';

/** A complete, valid listing as the form holds it. */
export const filledValues: ListingFormValues = {
  ...LISTING_FORM_DEFAULTS,
  title: 'Sunny room on Langdon, steps from the lake',
  description:
    'Furnished bedroom in a quiet 3BR apartment. Two friendly roommates, in-unit laundry and a balcony over Lake Mendota. Ten minutes to Bascom Hall on foot.',
  rent: '925',
  term: 'Academic Year',
  startDate: '2030-08-20',
  endDate: '2031-05-15',
  bedrooms: '3',
  bathrooms: '2',
  squareFeet: '1100',
  roommates: '2',
  street: '120 Langdon St',
  aptnumber: '4B',
  zipcode: '53703',
  amenities: ['In-unit laundry', 'Balcony', 'Wifi'],
};

/** Values that break most of the form's rules, to show every message. */
export const invalidValues: ListingFormValues = {
  ...LISTING_FORM_DEFAULTS,
  title: 'Nice',
  description: 'Too short.',
  rent: '0',
  startDate: '2030-09-01',
  endDate: '2030-08-01',
  bedrooms: '0',
  roommates: '-1',
  zipcode: '5370',
};

export const storyImages: ListingImage[] = [
  {
    kind: 'existing',
    key: 's1',
    url: mockImageUrl('Living room', 210),
    fileName: 'living-room.jpg',
  },
  { kind: 'existing', key: 's2', url: mockImageUrl('Bedroom', 20), fileName: 'bedroom.jpg' },
  { kind: 'existing', key: 's3', url: mockImageUrl('Balcony', 120), fileName: 'balcony.jpg' },
];

/** Runs the real form hook for a story; `showErrors` behaves as a submit attempt. */
export function WithForm({
  initial,
  imageCount = 1,
  showErrors = false,
  children,
}: {
  initial: ListingFormValues;
  imageCount?: number;
  showErrors?: boolean;
  children: (form: ListingFormState) => ReactNode;
}) {
  const form = useListingForm(initial, imageCount);
  const { touchAll } = form;
  useEffect(() => {
    if (showErrors) touchAll();
    // Once, as a submit would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div style={{ maxWidth: 640, display: 'grid', gap: 24 }}>{children(form)}</div>;
}
