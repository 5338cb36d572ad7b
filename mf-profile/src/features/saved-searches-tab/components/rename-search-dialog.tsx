import { useRef, useState, type FormEvent } from 'react';
import { renameSavedSearchSchema } from 'shared-api';
import { Button, Dialog, DialogClose, TextField } from 'shared-ui';
import styles from './saved-searches.module.css';

export interface RenameSearchDialogProps {
  /** The search's current name; null while closed. */
  name: string | null;
  onClose: () => void;
  pending: boolean;
  /** The server's refusal (400, 404), shown under the field. */
  serverError?: string;
  onSubmit: (name: string) => void;
}

/** 'Rename': the same name rule as saving (the server's schema); not dismissable while saving. */
export function RenameSearchDialog({
  name,
  onClose,
  pending,
  serverError,
  onSubmit,
}: RenameSearchDialogProps) {
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<string>();
  const [openedWith, setOpenedWith] = useState(name);
  const field = useRef<HTMLInputElement>(null);
  if (openedWith !== name) {
    setOpenedWith(name);
    setValue(name ?? '');
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = renameSavedSearchSchema.safeParse({ name: value });
    if (parsed.success) {
      setError(undefined);
      onSubmit(parsed.data.name);
    } else {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
    }
  };

  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Rename saved search"
      dismissible={!pending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form="rename-search-form" loading={pending} loadingText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <form id="rename-search-form" noValidate onSubmit={submit} className={styles.form}>
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
