import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Avatar } from '../avatar';
import { ImageFilePicker } from './image-file-picker';

const HINT = 'Supported formats: JPG, PNG, GIF (max 5MB). Leave empty to keep current picture.';

/** Chooses, previews and refuses files the way the Edit Profile form does. */
function Demo({ initialError }: { initialError?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const select = (next: File | null) => {
    if (preview) URL.revokeObjectURL(preview);
    const problem =
      next && !next.type.startsWith('image/')
        ? 'Please select an image file.'
        : next && next.size >= 5 * 1024 * 1024
          ? 'Image size must be less than 5MB.'
          : null;
    setError(problem);
    setFile(problem ? null : next);
    setPreview(next && !problem ? URL.createObjectURL(next) : null);
  };
  return (
    <ImageFilePicker
      id="story-picture"
      label="Profile Picture"
      hint={HINT}
      error={error}
      fileName={file?.name ?? null}
      onSelect={select}
      preview={<Avatar src={preview} name="Bucky Badger" size="lg" decorative />}
    />
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Components/ImageFilePicker',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          'The design-system file input: a real file input drawn as a button, with a preview, the chosen name, Remove, and drag-and-drop. Keyboard: Tab to it, Enter or Space opens the file dialog.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Empty: Story = {};
export const Refused: Story = { args: { initialError: 'Please select an image file.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
