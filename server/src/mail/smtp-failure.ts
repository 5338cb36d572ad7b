/**
 * Whether a send failed because the mail server refused the recipient for good: a 5xx reply to
 * `RCPT TO` (nodemailer's EENVELOPE; with one recipient, all were rejected). Everything else — 4xx
 * (greylisting, a full mailbox), a refused or dropped connection, a 5xx to `AUTH` or `DATA` (our
 * configuration or the relay, not the address) — is temporary: the job tries again next run.
 */
export function isPermanentRecipientFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; command?: unknown; responseCode?: unknown };
  return (
    e.code === 'EENVELOPE' &&
    e.command === 'RCPT TO' &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600
  );
}
