import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('groups its content', () => {
    render(
      <Card aria-label="Property Details" role="region">
        <p>Bedrooms</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Property Details' })).toHaveTextContent('Bedrooms');
  });

  it('can take the shape of its child', () => {
    render(
      <Card asChild interactive>
        <a href="/listings/1">Cozy studio</a>
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'Cozy studio' })).toHaveAttribute(
      'href',
      '/listings/1',
    );
  });
});
