import { describe, expect, it } from 'vitest';
import { CAMPUS_POINT, distanceToCampusLabel, milesBetween } from './distance';

describe('distance to campus', () => {
  it('measures great-circle miles', () => {
    // The Capitol to Bascom Hall: about a mile as the crow flies.
    expect(milesBetween([43.0747, -89.3843], [43.0753, -89.4041])).toBeCloseTo(1.0, 1);
    expect(milesBetween(CAMPUS_POINT, CAMPUS_POINT)).toBe(0);
  });

  it('says it in words', () => {
    expect(distanceToCampusLabel([43.0768, -89.3932])).toBe('0.9 miles to campus');
    expect(distanceToCampusLabel(CAMPUS_POINT)).toBe('Less than 0.1 miles to campus');
    expect(distanceToCampusLabel(null)).toBeNull();
  });
});
