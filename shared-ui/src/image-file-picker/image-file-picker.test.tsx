import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageFilePicker } from './image-file-picker';

function Picker({ onSelect = vi.fn() }: { onSelect?: (file: File | null) => void }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <ImageFilePicker
      id="pic"
      label="Profile Picture"
      hint="Max 5MB."
      fileName={name}
      preview={<span>preview</span>}
      onSelect={(file) => {
        setName(file?.name ?? null);
        onSelect(file);
      }}
    />
  );
}

const png = () => new File(['x'], 'me.png', { type: 'image/png' });

describe('ImageFilePicker', () => {
  it('is a real file input named by its label, described by its hint', () => {
    render(<Picker />);
    const input = screen.getByLabelText('Profile Picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAccessibleName('Profile Picture');
    expect(input).toHaveAccessibleDescription('Max 5MB.');
    expect(screen.getByText('Choose picture')).toBeInTheDocument();
  });

  it('takes a file from the keyboard-reachable input, names it, and can remove it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByLabelText('Profile Picture')).toHaveFocus();
    await user.upload(screen.getByLabelText('Profile Picture'), png());
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'me.png' }));
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByText('Choose another')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('me.png')).not.toBeInTheDocument();
  });

  it('accepts a dropped file', () => {
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    fireEvent.drop(screen.getByText('preview'), { dataTransfer: { files: [png()] } });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
  });

  it('announces an error and marks the input invalid', () => {
    render(
      <ImageFilePicker
        id="pic"
        label="Profile Picture"
        error="Please select an image file."
        preview={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file.');
    expect(screen.getByLabelText('Profile Picture')).toHaveAttribute('aria-invalid', 'true');
  });
});
