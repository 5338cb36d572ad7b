import { useState } from 'react';
import { TextField } from 'shared-ui';
import { isoDay, STAY_DAY_MAX, STAY_DAY_MIN, STAY_MESSAGES } from 'shared-api/filters';
import styles from './dates-panel.module.css';

export interface DatesPanelProps {
  moveIn: string;
  moveOut: string;
  /** Why the dates are not applied (stayIssue / stayParamsIssue), else null. */
  issue: string | null;
  onChange: (dates: { moveIn: string; moveOut: string }) => void;
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
        <DayField
          label="Move-in"
          min={STAY_DAY_MIN}
          day={moveIn}
          hint={error(STAY_MESSAGES.needMoveIn)}
          onDay={(day) => onChange({ moveIn: day, moveOut })}
        />
        <DayField
          label="Move-out"
          min={moveIn || STAY_DAY_MIN}
          day={moveOut}
          hint={error(STAY_MESSAGES.needMoveOut)}
          error={error(STAY_MESSAGES.inverted)}
          onDay={(day) => onChange({ moveIn, moveOut: day })}
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

interface DayFieldProps {
  label: string;
  min: string;
  hint?: string;
  error?: string;
  day: string;
  onDay: (day: string) => void;
}

/**
 * A date input that passes on only real days (else '', no date): while a year is being typed a
 * browser reports each keystroke as a complete date ('0002-09-01'). What is typed stays in the
 * input; it is replaced only when the day changes from outside (Clear dates, Back).
 */
function DayField({ label, min, hint, error, day, onDay }: DayFieldProps) {
  const [draft, setDraft] = useState(day);
  const [shown, setShown] = useState(day);
  if (day !== shown) {
    setShown(day);
    if ((isoDay(draft) ?? '') !== day) setDraft(day);
  }
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      type="date"
      min={min}
      max={STAY_DAY_MAX}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        const next = isoDay(e.target.value) ?? '';
        if (next !== day) onDay(next);
      }}
    />
  );
}
