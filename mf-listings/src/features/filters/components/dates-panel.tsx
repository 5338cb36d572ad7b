import { TextField } from 'shared-ui';
import {
  STAY_DAY_MAX,
  STAY_DAY_MIN,
  STAY_MESSAGES,
  formatDayRange,
  stayOf,
  type StayDates,
} from 'shared-api/filters';
import styles from './dates-panel.module.css';

export interface DatesPanelProps {
  moveIn: string;
  moveOut: string;
  /** Why the dates are not applied (stayIssue / stayParamsIssue), else null. */
  issue: string | null;
  onChange: (dates: { moveIn: string; moveOut: string }) => void;
}

/**
 * The Dates button's value: the stay ('Sep 1 – Dec 15'), 'not applied' while dates are given but
 * do not apply (the panel says why), nothing without dates.
 */
export function datesValue(f: StayDates, issue: string | null): string | undefined {
  const stay = stayOf(f);
  if (stay) return formatDayRange(stay.moveIn, stay.moveOut);
  return f.moveIn || f.moveOut || issue ? 'not applied' : undefined;
}

/**
 * The student's own move-in and move-out days: native date inputs (the phone's own picker, the
 * browser's keyboard handling and labels; no date library in the page). A date applies as soon as
 * it is complete; a missing or inverted one says so beside its field and the dates are not applied.
 */
export function DatesPanel({ moveIn, moveOut, issue, onChange }: DatesPanelProps) {
  const error = (message: string) => (issue === message ? message : undefined);
  return (
    <div className={styles.panel}>
      {issue === STAY_MESSAGES.unreadable ? (
        <p className={styles.note} role="status">
          {issue}
        </p>
      ) : null}
      <div className={styles.fields}>
        <TextField
          type="date"
          label="Move-in"
          min={STAY_DAY_MIN}
          max={STAY_DAY_MAX}
          value={moveIn}
          hint={error(STAY_MESSAGES.needMoveIn)}
          onChange={(e) => onChange({ moveIn: e.target.value, moveOut })}
        />
        <TextField
          type="date"
          label="Move-out"
          min={moveIn || STAY_DAY_MIN}
          max={STAY_DAY_MAX}
          value={moveOut}
          hint={error(STAY_MESSAGES.needMoveOut)}
          error={error(STAY_MESSAGES.inverted)}
          onChange={(e) => onChange({ moveIn, moveOut: e.target.value })}
        />
      </div>
      {moveIn || moveOut ? (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange({ moveIn: '', moveOut: '' })}
        >
          Clear dates
        </button>
      ) : null}
    </div>
  );
}
