import { useRef, useState, type FormEvent } from 'react';
import { renameSavedSearchSchema } from 'shared-api';
import { Button, Dialog, DialogClose, TextField } from 'shared-ui';
import styles from './saved-search.module.css';

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name it opens with: the filters in words. */
  defaultName: string;
  pending: boolean;
  /** The server's refusal (409 duplicate / too many, 400), shown under the field. */
  serverError?: string;
  onSubmit: (name: string) => void;
}

/**
 * 'Save Search': a name, checked with the server's schema on submit (the message under the field,
 * focus back in it). Not dismissable while saving.
 */
export function SaveSearchDialog({
  open,
  onOpenChange,
  defaultName,
  pending,
  serverError,
  onSubmit,
}: SaveSearchDialogProps) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  // Each opening starts from the current filters' name.
  const [openedWith, setOpenedWith] = useState(open ? defaultName : null);
  if (open && openedWith === null) {
    setOpenedWith(defaultName);
    setName(defaultName);
    setError(undefined);
  } else if (!open && openedWith !== null) {
    setOpenedWith(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = renameSavedSearchSchema.safeParse({ name });
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
      open={open}
      onOpenChange={onOpenChange}
      title="Save Search"
      description="Get told about new listings that match these filters."
      dismissible={!pending}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form="save-search-form" loading={pending} loadingText="Saving...">
            Save Search
          </Button>
        </>
      }
    >
      <form id="save-search-form" noValidate onSubmit={submit} className={styles.form}>
        <TextField
          ref={field}
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error ?? serverError}
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}
