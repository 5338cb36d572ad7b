import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = (unread = 0) => [
  { value: 'saved', label: 'Saved Listings', content: <p>Saved panel</p> },
  { value: 'mine', label: 'My Listings', content: <p>Mine panel</p> },
  {
    value: 'messages',
    label: 'Messages',
    content: <p>Messages panel</p>,
    badge: unread,
    badgeLabel: 'unread',
  },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Profile sections" items={items()} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Saved panel');
    await userEvent.click(screen.getByRole('tab', { name: 'My Listings' }));
    expect(screen.getByRole('tab', { name: 'My Listings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mine panel');
    expect(onValueChange).toHaveBeenCalledWith('mine');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Tabs label="Profile sections" items={items()} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Saved Listings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Listings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mine panel');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Messages/ })).toHaveFocus();
  });

  it('shows a badge capped at 99+, and none for zero', () => {
    const { rerender } = render(
      <Tabs label="Profile sections" items={items(150)} defaultValue="saved" />,
    );
    expect(screen.getByRole('tab', { name: 'Messages 99+ unread' })).toBeInTheDocument();
    rerender(<Tabs label="Profile sections" items={items(0)} defaultValue="saved" />);
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  });
});
