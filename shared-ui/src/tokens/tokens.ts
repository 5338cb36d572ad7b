// The few design values that TypeScript needs (media queries cannot read CSS custom properties).

/** Below this width the product switches to its mobile layout. */
export const MOBILE_BREAKPOINT = 768;

/** "Under 768px": the navbar, filter bar, map and create page. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** "768 or less": the profile page and the footer. */
export const MOBILE_QUERY_INCLUSIVE = `(max-width: ${MOBILE_BREAKPOINT}px)`;

export type SemesterTone = 'spring' | 'summer' | 'fall' | 'academic-year';

/** CSS variable names of each semester colour, for inline styles such as map markers. */
export const semesterColorVars: Record<SemesterTone, { bg: string; text: string; solid: string }> =
  {
    spring: semesterVars('spring'),
    summer: semesterVars('summer'),
    fall: semesterVars('fall'),
    'academic-year': semesterVars('academic-year'),
  };

function semesterVars(tone: SemesterTone) {
  return {
    bg: `var(--color-semester-${tone}-bg)`,
    text: `var(--color-semester-${tone}-text)`,
    solid: `var(--color-semester-${tone}-solid)`,
  };
}

/**
 * The colour of a semester label, from its first word ("coloured by the first word of
 * the semester"), so 'Fall 2025' and 'Academic Year' both resolve. Unknown values get none.
 */
export function semesterTone(semester: string | null | undefined): SemesterTone | undefined {
  const first = semester?.trim().split(/\s+/)[0]?.toLowerCase();
  switch (first) {
    case 'spring':
      return 'spring';
    case 'summer':
      return 'summer';
    case 'fall':
      return 'fall';
    case 'academic':
      return 'academic-year';
    default:
      return undefined;
  }
}
