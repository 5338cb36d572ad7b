import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const amenities = [
  'In-unit laundry',
  'Central A/C',
  'Balcony',
  'Dishwasher',
  'Wifi',
  'Furnished',
  'Parking available',
  'Gym',
];

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Furnished' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Amenities: Story = {
  render: () => (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>Amenities</legend>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 4,
        }}
      >
        {amenities.map((amenity, i) => (
          <Checkbox key={amenity} label={amenity} defaultChecked={i % 3 === 0} />
        ))}
      </div>
    </fieldset>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, hint: 'Not available for this unit' },
};
