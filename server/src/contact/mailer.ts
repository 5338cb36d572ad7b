import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/env';

export interface Mail {
  /** The recipient; SMTP_TO (the team's inbox, for contact inquiries) when not given. */
  to?: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers (the saved-search digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Sends one mail; only configured when SMTP_HOST is set. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.pass } } : {}),
  });
  return {
    async send({ to, ...mail }) {
      await transport.sendMail({ from: config.from, to: to ?? config.to, ...mail });
    },
  };
}
