import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorMessage, toast } from 'shared-ui';
import { useSession } from 'shared-api';
import {
  firstErrorField,
  type ListingFormErrorField,
  type ListingFormValues,
} from 'shared-api/validation';
import { fieldId, useListingForm } from '../hooks/use-listing-form';
import { useImageList } from '../hooks/use-image-list';
import { useListingSubmit, type EditTarget } from '../hooks/use-listing-submit';
import { ImagePicker } from './image-picker';
import { AddressSection, AmenitiesSection, BasicsSection, DetailsSection } from './listing-fields';
import { ListingPreview } from './listing-preview';
import { SubmitStatus } from './submit-status';
import styles from './listing-editor.module.css';

export interface ListingEditorProps {
  /** 'List Your Property' or 'Edit Listing'. */
  heading: string;
  /** 'Create Listing' / 'Update Listing', and what it says while busy. */
  submitLabel: string;
  busyLabel: string;
  /** Shown, inline, when a signed-out person submits. */
  signedOutMessage: string;
  initialValues: ListingFormValues;
  initialImageUrls?: readonly string[];
  /** The stored photos' own names (same order), to show: links end in a server-made key. */
  initialImageNames?: readonly (string | undefined)[];
  /** Present on the edit page. */
  edit?: EditTarget | null;
  onForbidden?: () => void;
}

function focusField(field: ListingFormErrorField) {
  const element = document.getElementById(fieldId(field));
  if (!element) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/** The create/edit page body: heading, the 'Listing Details' form and the live 'Preview'. */
export function ListingEditor({
  heading,
  submitLabel,
  busyLabel,
  signedOutMessage,
  initialValues,
  initialImageUrls = [],
  initialImageNames,
  edit = null,
  onForbidden,
}: ListingEditorProps) {
  const photos = useImageList(initialImageUrls, initialImageNames);
  const form = useListingForm(initialValues, photos.images.length);
  const openSignIn = useSession((s) => s.openSignIn);
  const [signedOut, setSignedOut] = useState(false);
  // A field to focus once the form is enabled again (it is disabled while the submit runs).
  const focusNext = useRef<ListingFormErrorField | null>(null);
  const { phase, uploads, submit, retry } = useListingSubmit(edit, {
    onAddressError: (message) => {
      form.setAddressError(message);
      focusNext.current = 'street';
    },
    onError: (message, detail) => toast.error(detail ? `${message} ${detail}` : message),
    onSignedOut: () => {
      setSignedOut(true);
      openSignIn('Sign in to continue');
    },
    onForbidden,
  });
  const busy = phase !== 'idle' && phase !== 'uploadFailed';
  const locked = phase !== 'idle';

  useEffect(() => {
    if (locked || !focusNext.current) return;
    focusField(focusNext.current);
    focusNext.current = null;
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setSignedOut(false);
    const first = firstErrorField(form.touchAll());
    if (first) {
      focusField(first);
      return;
    }
    await submit({ values: form.values, images: photos.images, removed: photos.removed });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.columns}>
        <section className={styles.formColumn} aria-labelledby="listing-details-heading">
          <h2 id="listing-details-heading" className={styles.columnHeading}>
            Listing Details
          </h2>
          <form
            noValidate
            onSubmit={onSubmit}
            className={styles.form}
            aria-labelledby="listing-details-heading"
          >
            <fieldset disabled={locked} className={styles.plain}>
              <BasicsSection form={form} />
              <DetailsSection form={form} />
              <AddressSection form={form} />
              <AmenitiesSection form={form} />
            </fieldset>
            <ImagePicker
              images={photos.images}
              onAdd={(files) => {
                const skipped = photos.add(files);
                form.touch('images');
                return skipped;
              }}
              onRemove={(key) => {
                photos.remove(key);
                form.touch('images');
              }}
              error={form.errors.images}
              uploads={uploads}
              onRetry={(key) => void retry(key)}
              locked={locked}
            />
            {signedOut ? <ErrorMessage>{signedOutMessage}</ErrorMessage> : null}
            <SubmitStatus phase={phase} onRetryAll={() => void retry()} />
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={busy}
              loadingText={busyLabel}
              disabled={phase === 'uploadFailed'}
            >
              {submitLabel}
            </Button>
          </form>
        </section>
        <aside className={styles.previewColumn} aria-labelledby="listing-preview-heading">
          <h2 id="listing-preview-heading" className={styles.columnHeading}>
            Preview
          </h2>
          <ListingPreview values={form.values} images={photos.images} />
        </aside>
      </div>
    </div>
  );
}
