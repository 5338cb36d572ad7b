import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ListingCard, type ListingCardData } from './listing-card';

/** Inline SVG photos: Storybook runs offline. */
const photo = (label: string, hue: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/><text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="32" text-anchor="middle">${label}</text></svg>`,
  )}`;

const listing: ListingCardData = {
  id: '1',
  title: 'Langdon St studio by the lake',
  price: 1150,
  semester: 'Fall',
  images: [
    photo('Living room', 200),
    photo('Kitchen', 20),
    photo('Bedroom', 120),
    photo('Bath', 280),
  ],
  expectedStartLabel: '8/20/2026',
  isSaved: false,
};

/** Saving flips after a pretend round trip, as the app does after the server agrees. */
function Interactive(props: { listing: ListingCardData }) {
  const [item, setItem] = useState(props.listing);
  const [saving, setSaving] = useState(false);
  return (
    <ListingCard
      listing={item}
      href="#listing"
      saving={saving}
      onToggleSave={() => {
        setSaving(true);
        setTimeout(() => {
          setItem((l) => ({ ...l, isSaved: !l.isSaved }));
          setSaving(false);
        }, 600);
      }}
    />
  );
}

const meta = {
  title: 'Product/ListingCard',
  component: ListingCard,
  args: { listing, href: '#listing', onToggleSave: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof ListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args) => <Interactive listing={args.listing} /> };
export const Saved: Story = { args: { listing: { ...listing, isSaved: true } } };
export const Saving: Story = { args: { saving: true } };
export const Highlighted: Story = { args: { highlighted: true } };
/** New since the visitor last opened their saved search: a tag over the photo, no extra height. */
export const New: Story = { args: { isNew: true } };
export const NewDark: Story = { globals: { theme: 'dark' }, args: { isNew: true } };
/** Part of the student's dates (the listings page with move-in and move-out set). */
export const CoversPartOfYourDates: Story = {
  args: { note: 'covers Sep 1 – Dec 15 of your dates' },
};
export const CoversPartOfYourDatesDark: Story = {
  globals: { theme: 'dark' },
  args: { note: 'covers Sep 1 – Dec 15 of your dates' },
};
export const NoImage: Story = {
  args: { listing: { ...listing, images: [], expectedStartLabel: 'TBD' } },
};
export const LongTitle: Story = {
  args: {
    listing: {
      ...listing,
      title: 'Huge sunny four bedroom with porch and parking near Camp Randall',
    },
  },
};
export const Semesters: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 16 }}>
      {(['Spring', 'Summer', 'Fall', 'Academic Year'] as const).map((semester, i) => (
        <ListingCard
          key={semester}
          listing={{ ...listing, id: String(i), semester, images: listing.images.slice(i) }}
          href="#listing"
          onToggleSave={() => {}}
        />
      ))}
    </div>
  ),
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { listing: { ...listing, isSaved: true } },
};
