import { useId, useRef, useState, type FormEvent } from 'react';
// The package name, not relative paths: this entry is bundled by the remote that imports it and
// must use the page's one shared-ui (its lazy dialog), not a second copy of it.
import { Button, Dialog, DialogClose, TextField } from 'shared-ui';
import styles from './name-dialog.module.css';

/** The name rule's answer: the name to save (cleaned, e.g. trimmed) or the message to show. */
export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

export interface NameDialogProps {
  /** The name it opens with; null while closed. Each opening starts from it, without old errors. */
  name: string | null;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal (e.g. a duplicate), shown under the field. */
  serverError?: string;
  /** The name rule (the server's schema): checked on submit, its message under the field. */
  check: (name: string) => NameCheck;
  onSubmit: (name: string) => void;
}

/**
 * A dialog that asks for one name: saving and renaming a search. The message of a refused name
 * reads under the field and focus goes back to it; not dismissable while saving ('Saving...').
 */
export function NameDialog({
  name,
  onClose,
  title,
  description,
  submitLabel,
  pending,
  serverError,
  check,
  onSubmit,
}: NameDialogProps) {
  const formId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<string>();
  const [openedWith, setOpenedWith] = useState(name);
  if (openedWith !== name) {
    setOpenedWith(name);
    setValue(name ?? '');
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = check(value);
    if (checked.ok) {
      setError(undefined);
      onSubmit(checked.name);
    } else {
      setError(checked.message);
      field.current?.focus();
    }
  };

  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      dismissible={!pending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={pending} loadingText="Saving...">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <TextField
          ref={field}
          label="Name"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? serverError}
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}
