import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  CONTACT_MESSAGES,
  INQUIRY_TYPES,
  contactInquirySchema,
  type ContactInquiryDto,
  type InquiryType,
} from 'shared-api';
import { useSendContactInquiry } from 'shared-api/contact';
import { Button, CheckIcon, ErrorMessage, Select, TextField } from 'shared-ui';
import styles from './contact-page.module.css';

const EMPTY: ContactInquiryDto = { name: '', email: '', inquiryType: 'help', message: '' };
const REASONS = Object.entries(INQUIRY_TYPES).map(([value, label]) => ({ value, label }));
export const SEND_FAILED = 'Sorry, your message could not be sent. Please try again in a moment.';

/** A refusal with a reason the person can act on (400) is shown as is; anything else generically. */
function failureText(error: unknown) {
  return error instanceof ApiError && error.status === 400 ? error.message : SEND_FAILED;
}

/** The contact form (idle → submitting → success; all fields required). */
export default function ContactPage() {
  const [values, setValues] = useState<ContactInquiryDto>(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useSendContactInquiry();
  const successHeading = useRef<HTMLHeadingElement>(null);

  // The form disappears on success: move focus to what replaced it.
  useEffect(() => {
    if (send.isSuccess) successHeading.current?.focus();
  }, [send.isSuccess]);

  const set = (field: keyof ContactInquiryDto) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = contactInquirySchema.safeParse(values);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? CONTACT_MESSAGES.missing);
      return;
    }
    setInvalid(null);
    send.mutate(values);
  };

  const startOver = () => {
    setValues(EMPTY);
    send.reset();
  };

  const error = invalid ?? (send.isError ? failureText(send.error) : null);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Contact Us</h1>
        <p className={styles.lead}>
          Questions, a bug, a listing that looks wrong, or an idea? Send us a message and we will
          reply by email.
        </p>
      </header>

      <div className={styles.card}>
        {send.isSuccess ? (
          <div className={styles.success}>
            <span className={styles.successIcon} aria-hidden="true">
              <CheckIcon size={28} />
            </span>
            <h2 ref={successHeading} tabIndex={-1} className={styles.successTitle}>
              Message Sent!
            </h2>
            <p>Thank you for reaching out. We&apos;ll get back to you as soon as possible.</p>
            <Button variant="secondary" onClick={startOver}>
              Send another message
            </Button>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
            {error ? <ErrorMessage>{error}</ErrorMessage> : null}
            <div className={styles.row}>
              <TextField
                label="Full Name"
                autoComplete="name"
                maxLength={100}
                value={values.name}
                onChange={(e) => set('name')(e.target.value)}
              />
              <TextField
                label="Email Address"
                type="email"
                autoComplete="email"
                maxLength={254}
                value={values.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            </div>
            <Select
              label="Reason for Contact"
              options={REASONS}
              value={values.inquiryType}
              onChange={(e) => set('inquiryType')(e.target.value as InquiryType)}
            />
            <TextField
              label="Message"
              multiline
              rows={6}
              maxLength={5000}
              value={values.message}
              onChange={(e) => set('message')(e.target.value)}
            />
            <Button type="submit" size="lg" loading={send.isPending} loadingText="Sending...">
              Send Message
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
