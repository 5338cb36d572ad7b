import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { portsFrom } from './app-config.mjs';
import { authEmulatorCommand, emulatorSuitePorts } from './auth-emulator.mjs';
import { portIsFree, run, stop, waitForHttp } from './processes.mjs';

// Two sites on one machine, as `pnpm start` runs their auth emulators (same project id, different
// PORT_OFFSET): each signs up one account, then the first is stopped while the second still runs.
// Each must export exactly its own account into its own data folder. Before, both emulators shared
// the hub locator in os.tmpdir(), and stopping the first exported the second one's accounts.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'two-emulators-'));
const children = [];
afterAll(async () => {
  await Promise.all(children.map((child) => stop(child, 5000)));
  rmSync(scratch, { recursive: true, force: true });
});

/** A PORT_OFFSET whose auth, hub and logging ports are all free (and its neighbour's, +100). */
async function freeOffsetPair() {
  for (let attempt = 0; attempt < 20; attempt++) {
    const offset = 10_000 + 100 * Math.floor(Math.random() * 90);
    const wanted = [offset, offset + 100].flatMap((o) => {
      const ports = portsFrom({ PORT_OFFSET: String(o) });
      const suite = emulatorSuitePorts(ports);
      return [ports.auth, suite.hub, suite.logging];
    });
    const free = await Promise.all(wanted.map(portIsFree));
    if (free.every(Boolean)) return [offset, offset + 100];
  }
  throw new Error('no free ports for two emulators');
}

async function startSite(name, offset) {
  const ports = portsFrom({ PORT_OFFSET: String(offset) });
  const saved = path.join(scratch, name, 'auth-emulator');
  const command = authEmulatorCommand({
    root: ROOT,
    ports,
    saved,
    importSaved: false,
    env: { ...process.env, FIREBASE_PROJECT_ID: 'demo-sublease' },
    tmpRoot: path.join(scratch, 'tmp'),
  });
  const log = [];
  const child = run(`auth ${name}`, process.execPath, command.args, {
    cwd: ROOT,
    env: command.env,
    output: (chunk) => log.push(String(chunk)),
  });
  // The emulator's own words, only when it does not come up.
  child.exited.then(({ code }) => {
    if (code) process.stderr.write(`emulator ${name}:\n${log.join('')}`);
  });
  children.push(child);
  const origin = `http://127.0.0.1:${ports.auth}`;
  await waitForHttp(`${origin}/`, { timeoutMs: 120_000, child });
  return { child, origin, saved };
}

async function signUp(origin, email) {
  const res = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'two-sites-123', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
}

const exported = (saved) => {
  const file = path.join(saved, 'auth_export', 'accounts.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).users.map((user) => user.email);
};

describe('two sites on one machine', () => {
  it('gives each its own temp folder, and the same project id', () => {
    const a = authEmulatorCommand({
      root: ROOT,
      ports: portsFrom({ PORT_OFFSET: '0' }),
      saved: '/x',
      importSaved: false,
      env: {},
      tmpRoot: path.join(scratch, 'tmp'),
    });
    const b = authEmulatorCommand({
      root: ROOT,
      ports: portsFrom({ PORT_OFFSET: '100' }),
      saved: '/y',
      importSaved: false,
      env: {},
      tmpRoot: path.join(scratch, 'tmp'),
    });
    expect(a.env.TMPDIR).not.toBe(b.env.TMPDIR);
    expect(a.projectId).toBe('demo-sublease');
    expect(b.projectId).toBe(a.projectId);
  });

  it('each exports only its own accounts', async () => {
    const [offsetA, offsetB] = await freeOffsetPair();
    const [a, b] = await Promise.all([startSite('a', offsetA), startSite('b', offsetB)]);
    await signUp(a.origin, 'only-in-a@example.com');
    await signUp(b.origin, 'only-in-b@example.com');

    await stop(a.child, 30_000);
    expect(exported(a.saved)).toEqual(['only-in-a@example.com']);
    // The other site is untouched and still running: its own export is its own account.
    await signUp(b.origin, 'also-in-b@example.com');
    await stop(b.child, 30_000);
    expect(exported(b.saved).sort()).toEqual(['also-in-b@example.com', 'only-in-b@example.com']);
    expect(exported(a.saved)).toEqual(['only-in-a@example.com']);
  }, 300_000);
});
