import { describe, expect, it } from 'vitest';
import { formatListingSummary } from './listing-summary';

describe('formatListingSummary', () => {
  it("writes price, term and bedrooms as the product's pages do", () => {
    expect(formatListingSummary({ price: 850, semester: 'Fall', bedrooms: 2 })).toBe(
      '$850/month · Fall · 2 bedrooms',
    );
    expect(formatListingSummary({ price: 1150.5, semester: 'Academic Year', bedrooms: 1 })).toBe(
      '$1,150.5/month · Academic Year · 1 bedroom',
    );
  });
});
