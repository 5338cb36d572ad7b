import { useRef, useState, type FormEvent } from 'react';
import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TEXT_MAX,
  reportListingSchema,
  type ReportListing,
  type ReportReason,
} from 'shared-api';
import { Button, Dialog, DialogClose, TextField } from 'shared-ui';
import styles from './trust.module.css';

type Errors = Partial<Record<'reason' | 'text', string>>;

/** The shared schema's first message per field: the server would refuse with the same words. */
function check(reason: ReportReason | '', text: string): { value?: ReportListing; errors: Errors } {
  const parsed = reportListingSchema.safeParse({ reason: reason || undefined, text });
  if (parsed.success) return { value: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'text' ? 'text' : 'reason';
    errors[field] ??= issue.message;
  }
  return { errors };
}

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (report: ReportListing) => void;
}

/**
 * 'Report this listing': a reason (radio buttons) and optional details. Checked on submit, then live;
 * focus goes to the first field in error. It cannot be dismissed while the report is being sent.
 */
export function ReportDialog({ open, onOpenChange, pending, onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const details = useRef<HTMLTextAreaElement>(null);
  const errors = tried ? check(reason, text).errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const result = check(reason, text);
    if (result.value) onSubmit(result.value);
    else if (result.errors.reason) firstReason.current?.focus();
    else details.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setReason('');
          setText('');
          setTried(false);
        }
      }}
      title="Report this listing"
      description="Tell our moderators what is wrong. The lister is not told who reported it."
      dismissible={!pending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form="report-listing-form"
            loading={pending}
            loadingText="Sending..."
          >
            Send report
          </Button>
        </>
      }
    >
      <form id="report-listing-form" noValidate onSubmit={submit} className={styles.form}>
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>Reason</legend>
          {REPORT_REASONS.map((value, i) => (
            <label key={value} className={styles.reason}>
              <input
                ref={i === 0 ? firstReason : undefined}
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                aria-describedby={errors.reason ? 'report-reason-error' : undefined}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
          {errors.reason ? (
            <p id="report-reason-error" className={styles.error}>
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <TextField
          ref={details}
          multiline
          rows={4}
          label={reason === 'other' ? 'Details' : 'Details (optional)'}
          hint="What should the moderators look at?"
          counterMax={REPORT_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
        />
      </form>
    </Dialog>
  );
}
