import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import PrivacyPage from './privacy-page';

const show = (element: React.ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
const sections = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Privacy Policy', () => {
  it('covers the data collected, third-party services and user rights', () => {
    show(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sections()).toEqual(
      expect.arrayContaining([
        'Information we collect',
        'Third-party services',
        'Your rights and choices',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText(/authentication:/i)).toBeInTheDocument();
    expect(screen.getByText(/photo storage:/i)).toBeInTheDocument();
    // We do not claim an encryption we do not have.
    expect(screen.getByText(/not end-to-end encrypted/)).toBeInTheDocument();
  });

  it('lists its sections as in-page contents', () => {
    show(<PrivacyPage />);
    expect(screen.getByRole('link', { name: 'Third-party services' })).toHaveAttribute(
      'href',
      '#third-parties',
    );
  });
});
