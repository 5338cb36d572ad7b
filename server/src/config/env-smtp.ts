import type { SmtpConfig } from './env';

type SmtpServer = Pick<SmtpConfig, 'host' | 'port' | 'secure' | 'user' | 'pass'>;

/** The mail server's variables, as the environment's schema (env.ts) parsed them. */
interface SmtpEnv {
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string;
  SMTP_PASS?: string;
}

/**
 * The mail server: `SMTP_URL` (one secret, as hosted providers hand it out:
 * `smtp://user:pass@host:587` is STARTTLS when offered, `smtps://…:465` TLS from the start; user and
 * password percent-encoded) or the separate `SMTP_HOST` variables, not both.
 */
export function smtpServer(e: SmtpEnv, problems: string[]): SmtpServer | undefined {
  if (e.SMTP_URL && e.SMTP_HOST) {
    problems.push('SMTP_URL and SMTP_HOST are both set: use one of them');
    return undefined;
  }
  if (e.SMTP_HOST) {
    return {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      pass: e.SMTP_PASS,
    };
  }
  if (!e.SMTP_URL) return undefined;
  let url: URL;
  try {
    url = new URL(e.SMTP_URL);
  } catch {
    problems.push('SMTP_URL: must be smtp://user:pass@host:587 or smtps://user:pass@host:465');
    return undefined;
  }
  const secure = url.protocol === 'smtps:';
  let user: string | undefined;
  let pass: string | undefined;
  try {
    user = url.username ? decodeURIComponent(url.username) : undefined;
    pass = url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    problems.push('SMTP_URL: the user or password is not percent-encoded correctly');
  }
  return {
    // new URL keeps IPv6 literals in brackets; the socket wants the bare address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user,
    pass,
  };
}
