import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/env';

export interface Mail {
  subject: string;
  text: string;
  replyTo: string;
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
    async send(mail) {
      await transport.sendMail({ from: config.from, to: config.to, ...mail });
    },
  };
}
