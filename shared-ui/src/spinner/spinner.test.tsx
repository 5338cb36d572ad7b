import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announcing "Loading..." by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading listing details..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading listing details...');
    expect(screen.getByText('Loading listing details...')).toBeVisible();
  });

  it('says nothing when decorative (inside a busy button)', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
