import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookmarkIcon, MailIcon } from './icon';

describe('icons', () => {
  it('are hidden from screen readers by default', () => {
    const { container } = render(<MailIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('become a named image when given a title', () => {
    render(<MailIcon title="Messages" />);
    expect(screen.getByRole('img', { name: 'Messages' })).toBeInTheDocument();
  });

  it('draw the bookmark filled or outlined', () => {
    const { container } = render(
      <>
        <BookmarkIcon filled />
        <BookmarkIcon />
      </>,
    );
    const [filled, outline] = container.querySelectorAll('svg');
    expect(filled).toHaveAttribute('fill', 'currentColor');
    expect(outline).toHaveAttribute('fill', 'none');
  });
});
