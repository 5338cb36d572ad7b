import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const pngFile = (name = 'room.png', bytes = 64) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

export const field = (label: string | RegExp) => screen.getByLabelText(label);

/** Date inputs: user-event cannot type into them reliably in jsdom, so set the value as a picker would. */
export function pickDate(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export interface FillOptions {
  title?: string;
  description?: string;
  street?: string;
  photos?: File[];
}

/** Puts text into a field at once (typing character by character is slow on a busy machine). */
export async function enter(user: UserEvent, label: string | RegExp, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
  await user.tab();
}

/** Fills every required field with valid values (a Madison address the mocks can geocode). */
export async function fillValidForm(user: UserEvent, options: FillOptions = {}) {
  await enter(user, 'Title', options.title ?? 'Sunny room near campus');
  await enter(
    user,
    'Description',
    options.description ?? 'Bright room, five minutes from Bascom Hall.',
  );
  await enter(user, 'Price per month', '950');
  await user.selectOptions(field('Term'), 'Academic Year');
  pickDate('Expected Start Date', '2030-08-20');
  pickDate('Expected End Date', '2031-05-15');
  await enter(user, 'Bedrooms', '2');
  // A half bath: accepted and sent as 1.5
  // (docs/decisions/0043-shared-api-entries-and-data-rules.md).
  await enter(user, 'Bathrooms', '1.5');
  await enter(user, 'Square Feet', '700');
  await enter(user, 'Roommates', '1');
  await enter(user, 'Street', options.street ?? '123 W Gilman St');
  await enter(user, 'Zip Code', '53703');
  await user.click(screen.getByRole('checkbox', { name: 'Wifi' }));
  await user.upload(field('Choose photos'), options.photos ?? [pngFile()]);
}

// jsdom has no object URLs; the picker only needs a string to put in <img src>.
URL.createObjectURL ??= () => 'blob:test-preview';
URL.revokeObjectURL ??= () => undefined;
