import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove image</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeInTheDocument();
  });
});
