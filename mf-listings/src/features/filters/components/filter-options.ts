import { TERMS, type Term } from 'shared-api';
import { ROOMMATE_OPTIONS, roommatesLabel } from '../utils/filters';
import type { Option } from './option-list';

/** The choices of the Term and Roommates filters, shared by the dropdown bar and the phone sheet. */
export const TERM_OPTIONS: Option<Term | ''>[] = [
  { value: '', label: 'Any Term' },
  ...TERMS.map((t) => ({ value: t, label: t })),
];
export const ROOMMATE_CHOICES: Option<number>[] = ROOMMATE_OPTIONS.map((n) => ({
  value: n,
  label: roommatesLabel(n),
}));
