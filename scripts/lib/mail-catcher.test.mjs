import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  mailCatcherCommand,
  mailCatcherEnv,
  mailCatcherPorts,
  wantsMailCatcher,
} from './mail-catcher.mjs';
import { portIsFree, run, stop, waitForHttp } from './processes.mjs';

// The catcher as `pnpm start` runs it: a mail sent to its SMTP port with the API's settings
// (nodemailer, SMTP_URL) is read back through its REST API and kept in the site's folder.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const nodemailer = createRequire(path.join(ROOT, 'server/package.json'))('nodemailer');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-'));
const children = [];
afterAll(async () => {
  await Promise.all(children.map((child) => stop(child, 5000)));
  rmSync(scratch, { recursive: true, force: true });
});

async function freeOffset() {
  for (let attempt = 0; attempt < 20; attempt++) {
    const offset = 10_000 + 100 * Math.floor(Math.random() * 90);
    const ports = mailCatcherPorts(offset);
    if ((await portIsFree(ports.smtp)) && (await portIsFree(ports.web))) return offset;
  }
  throw new Error('no free ports for the mail catcher');
}

describe('mail catcher', () => {
  it('is started only without a mail server of the site’s own', () => {
    expect(wantsMailCatcher({})).toBe(true);
    expect(wantsMailCatcher({ SMTP_URL: 'smtps://u:p@mail.example:465' })).toBe(false);
    expect(wantsMailCatcher({ SMTP_HOST: 'mail.example' })).toBe(false);
    expect(mailCatcherPorts(100)).toEqual({ smtp: 1125, web: 1180 });
  });

  it('catches what the API sends and shows it through its REST API', async () => {
    const ports = mailCatcherPorts(await freeOffset());
    const dir = path.join(scratch, 'maildev');
    const child = run('mail', process.execPath, mailCatcherCommand({ root: ROOT, ports, dir }), {
      cwd: ROOT,
      env: process.env,
    });
    children.push(child);
    await waitForHttp(`http://127.0.0.1:${ports.web}/api/healthz`, { timeoutMs: 30_000, child });

    const { SMTP_URL, SMTP_FROM } = mailCatcherEnv(ports);
    const transport = nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({
      from: SMTP_FROM,
      to: 'someone@example.com',
      subject: 'New message from Diego',
      text: 'Read and reply: http://localhost:3000/messages/7\n',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/api/messages/unsubscribe?token=x>' },
    });
    const mails = await (await fetch(`http://127.0.0.1:${ports.web}/api/email`)).json();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New message from Diego');
    expect(mails[0].to).toEqual([{ address: 'someone@example.com', name: '' }]);
    expect(mails[0].text).toContain('/messages/7');
    const source = await (
      await fetch(`http://127.0.0.1:${ports.web}/api/email/${mails[0].id}/source`)
    ).text();
    expect(source).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/messages\//m);
    // Kept in the site's folder, not in a temp folder another site's catcher would read.
    expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});
