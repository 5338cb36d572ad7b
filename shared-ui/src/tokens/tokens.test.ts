import { describe, expect, it } from 'vitest';
import { semesterColorVars, semesterTone } from './tokens';

describe('semesterTone', () => {
  it('colours a semester by its first word', () => {
    expect(semesterTone('Spring')).toBe('spring');
    expect(semesterTone('Summer 2025')).toBe('summer');
    expect(semesterTone('fall')).toBe('fall');
    expect(semesterTone('Academic Year')).toBe('academic-year');
    expect(semesterTone('Winter')).toBeUndefined();
    expect(semesterTone(undefined)).toBeUndefined();
  });

  it('names the CSS variables of each tone', () => {
    expect(semesterColorVars.fall.bg).toBe('var(--color-semester-fall-bg)');
  });
});
