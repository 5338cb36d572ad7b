import { useRef, useState, type FormEvent } from 'react';
import {
  REPORT_TEXT_MAX,
  reportUserSchema,
  USER_REPORT_REASONS,
  type ReportUser,
  type UserReportReason,
} from 'shared-api';
import { USER_REPORT_REASON_LABELS } from 'shared-api/user-safety';
import { Button, Dialog, DialogClose, TextField } from 'shared-ui';
import styles from './safety.module.css';

type Errors = Partial<Record<'reason' | 'text', string>>;

/** The shared schema's first message per field: the server would refuse with the same words. */
function check(reason: UserReportReason | '', text: string) {
  const parsed = reportUserSchema.safeParse({ reason: reason || undefined, text });
  if (parsed.success) return { value: parsed.data as ReportUser, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'text' ? 'text' : 'reason';
    errors[field] ??= issue.message;
  }
  return { errors };
}

export interface ReportUserDialogProps {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (report: ReportUser) => void;
}

/**
 * 'Report {name}': a reason and details, as a listing's report. Checked on submit, then live;
 * focus goes to the first field in error. It cannot be dismissed while the report is being sent.
 */
export function ReportUserDialog({
  name,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: ReportUserDialogProps) {
  const [reason, setReason] = useState<UserReportReason | ''>('');
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
      title={`Report ${name}`}
      description={`Tell our moderators what happened. ${name} is not told who reported them.`}
      dismissible={!pending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form="report-user-form" loading={pending} loadingText="Sending...">
            Send report
          </Button>
        </>
      }
    >
      <form id="report-user-form" noValidate onSubmit={submit} className={styles.form}>
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>Reason</legend>
          {USER_REPORT_REASONS.map((value, i) => (
            <label key={value} className={styles.reason}>
              <input
                ref={i === 0 ? firstReason : undefined}
                type="radio"
                name="report-user-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                aria-describedby={errors.reason ? 'report-user-reason-error' : undefined}
              />
              {USER_REPORT_REASON_LABELS[value]}
            </label>
          ))}
          {errors.reason ? (
            <p id="report-user-reason-error" className={styles.error}>
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <TextField
          ref={details}
          multiline
          rows={4}
          label={reason === 'other' ? 'Details' : 'Details (optional)'}
          hint="What happened? Our moderators can read this conversation."
          counterMax={REPORT_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
        />
      </form>
    </Dialog>
  );
}
