import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { initialsFor } from './initials';

describe('initialsFor', () => {
  it('takes the first and last initials of the display name', () => {
    expect(initialsFor('Jane Doe', 'x@wisc.edu')).toBe('JD');
    expect(initialsFor('  bucky  badger  ', null)).toBe('BB');
    expect(initialsFor('Mary Ann van Dyke')).toBe('MD');
    expect(initialsFor('jane')).toBe('J');
    expect(initialsFor('Émile Zola')).toBe('ÉZ');
  });

  it("falls back to the email's first letter, then 'U'", () => {
    expect(initialsFor(null, 'sam@wisc.edu')).toBe('S');
    expect(initialsFor('   ', 'sam@wisc.edu')).toBe('S');
    expect(initialsFor(undefined, undefined)).toBe('U');
    expect(initialsFor('', '')).toBe('U');
  });
});

describe('Avatar', () => {
  it('shows the picture, named after the person', () => {
    render(<Avatar src="/jane.jpg" name="Jane Doe" />);
    const avatar = screen.getByRole('img', { name: 'Jane Doe' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/jane.jpg');
    expect(avatar).not.toHaveTextContent('JD');
  });

  it("offers the picture's sizes for its displayed size", () => {
    render(
      <Avatar
        picture={{
          src: '/p/w400/j.jpg',
          srcSet: '/p/w160/j.jpg 160w, /p/w400/j.jpg 400w',
          width: 400,
          height: 400,
        }}
        name="Jane Doe"
        size="lg"
      />,
    );
    const img = screen.getByRole('img', { name: 'Jane Doe' }).querySelector('img');
    expect(img).toHaveAttribute('src', '/p/w400/j.jpg');
    expect(img).toHaveAttribute('srcset', '/p/w160/j.jpg 160w, /p/w400/j.jpg 400w');
    expect(img).toHaveAttribute('sizes', '56px');
  });

  it('shows initials when there is no picture', () => {
    render(<Avatar name="Jane Doe" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar src="/broken.jpg" name={null} email="sam@wisc.edu" />);
    const avatar = screen.getByRole('img', { name: 'sam@wisc.edu' });
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar).toHaveTextContent('S');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('tries again when given a new picture', () => {
    const { rerender } = render(<Avatar src="/broken.jpg" name="Jane Doe" />);
    fireEvent.error(
      screen.getByRole('img', { name: 'Jane Doe' }).querySelector('img') as HTMLImageElement,
    );
    rerender(<Avatar src="/new.jpg" name="Jane Doe" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' }).querySelector('img')).toHaveAttribute(
      'src',
      '/new.jpg',
    );
  });

  it('is hidden from screen readers when decorative', () => {
    render(<Avatar name="Jane Doe" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
