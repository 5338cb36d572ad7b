import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Badge,
  CountBadge,
  formatCount,
  SemesterBadge,
  StatusBadge,
  VerifiedStudentBadge,
} from './badge';

describe('formatCount', () => {
  it('caps at the max with a plus', () => {
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12, 9)).toBe('9+');
  });
});

describe('CountBadge', () => {
  it('shows the capped count with its meaning for screen readers', () => {
    render(<CountBadge count={120} label="unread messages" />);
    expect(screen.getByText('99+')).toHaveTextContent('99+ unread messages');
  });

  it('renders nothing for zero unless asked', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});

describe('labels', () => {
  it('show semester and status text', () => {
    render(
      <>
        <SemesterBadge semester="Academic Year" />
        <StatusBadge status="PENDING" />
        <Badge tone="success">Wifi</Badge>
      </>,
    );
    expect(screen.getByText('Academic Year')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Wifi')).toBeInTheDocument();
  });
});

describe('VerifiedStudentBadge', () => {
  it('reads as its words alone (the tick is decoration)', () => {
    render(<VerifiedStudentBadge data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveAccessibleName('');
    expect(screen.getByTestId('badge').textContent).toBe('Verified student');
    expect(screen.getByTestId('badge').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
