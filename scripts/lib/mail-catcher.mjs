// The local mail catcher of `pnpm start`: MailDev (npm `maildev`), an SMTP server that keeps every
// mail and shows it in a web inbox with a REST API (`GET /api/email`). Started when the site has no
// mail server of its own (SMTP_URL or SMTP_HOST), so the API's e-mails (unread messages, the
// saved-search digest, contact inquiries) are real SMTP sends that land somewhere one can read.
import path from 'node:path';

/**
 * Its ports, moved by PORT_OFFSET like the site's others.
 * @param {number} offset
 */
export function mailCatcherPorts(offset) {
  return { smtp: 1025 + offset, web: 1080 + offset };
}

/** Whether the site starts the catcher: only without a configured mail server. */
export const wantsMailCatcher = (/** @type {NodeJS.ProcessEnv} */ env) =>
  !env.SMTP_URL && !env.SMTP_HOST;

/**
 * The command line of a site's MailDev: both servers on loopback only (nothing outside this
 * machine reads or sends through it), its mails kept in the site's DATA_DIR (not MailDev's shared
 * temp folder, which two sites would both read).
 * @param {{ root: string, ports: { smtp: number, web: number }, dir: string }} options
 */
export function mailCatcherCommand({ root, ports, dir }) {
  return [
    path.join(root, 'node_modules/maildev/dist/bin/maildev.js'),
    '--smtp',
    String(ports.smtp),
    '--ip',
    '127.0.0.1',
    '--web',
    String(ports.web),
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    dir,
    // The oldest go first: a long-running demo site does not fill the disk.
    '--max-emails',
    '500',
  ];
}

/**
 * The API's mail settings when the catcher is its mail server (no auth, no TLS: loopback).
 * @param {{ smtp: number }} ports
 */
export function mailCatcherEnv(ports) {
  return {
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    SMTP_FROM: 'Madison Sublease <no-reply@localhost>',
    SMTP_TO: 'team@localhost',
  };
}
