import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import TermsPage from './terms-page';

const show = (element: React.ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
const sections = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Terms of Service', () => {
  it('covers acceptance, the service, responsibilities, prohibited uses, liability, termination', () => {
    show(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(sections()).toEqual(
      expect.arrayContaining([
        'Acceptance of these terms',
        'What the service is',
        'Your responsibilities',
        'Prohibited uses',
        'Limitation of liability',
        'Termination',
      ]),
    );
  });
});
