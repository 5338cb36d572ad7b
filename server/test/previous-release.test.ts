import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { authEmulatorCommand } from '../../scripts/lib/auth-emulator.mjs';
import { migrate, openDatabase } from '../src/db/database';
import { PNG_1X1, validListing } from './helpers/fixtures';

// Expand, then contract: a rolling deploy migrates once, before any instance is replaced, so the
// previous release keeps serving on the migrated schema until its turn comes. This runs the
// previous release for real — the source of the commit before the newest migration was added
// (PREVIOUS_RELEASE=<git ref> to pick another), compiled as production compiles it — on a
// database, migrates that database with this build while it runs, and has it write and read as a
// lister and a student do. A migration that drops or renames what the previous release uses, or
// adds a NOT NULL column without a default, fails here.

const SERVER = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(SERVER, '..');
const MIGRATIONS = path.join(SERVER, 'src/db/migrations');

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: REPO,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/** The commit before the newest migration file was added, or PREVIOUS_RELEASE. */
function previousRelease(): string | null {
  if (process.env.PREVIOUS_RELEASE) return process.env.PREVIOUS_RELEASE;
  const newest = fs.readdirSync(MIGRATIONS).sort().at(-1)!;
  try {
    const added = git(
      'log',
      '--diff-filter=A',
      '--format=%H',
      '-1',
      '--',
      path.join(MIGRATIONS, newest),
    );
    return added ? git('rev-parse', `${added}^`) : null;
  } catch {
    return null; // not a git checkout, or a shallow one
  }
}

/** The Auth emulator on its own ports (PREVIOUS_RELEASE_PORT_OFFSET, 470 by default). */
async function startAuthEmulator(
  dataDir: string,
): Promise<{ child: ChildProcess; origin: string }> {
  const offset = Number(process.env.PREVIOUS_RELEASE_PORT_OFFSET ?? 470);
  const ports = { auth: 9099 + offset };
  const command = authEmulatorCommand({
    root: REPO,
    ports,
    saved: path.join(dataDir, 'auth'),
    importSaved: false,
    env: process.env,
    tmpRoot: dataDir,
  });
  const emulator = spawn(process.execPath, command.args, {
    cwd: REPO,
    env: command.env,
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${ports.auth}`;
  await until(`the auth emulator on ${origin}`, emulator, () =>
    fetch(`${origin}/`).then(
      (r) => r.status < 500,
      () => false,
    ),
  );
  return { child: emulator, origin };
}

/** Polls `ready` every 100 ms for up to two minutes; throws if `process` exits first. */
async function until(what: string, process: ChildProcess, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (process.exitCode !== null) throw new Error(`${what} exited:\n${output}`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A new account's ID token, from the emulator. */
async function signUp(origin: string, email: string): Promise<string> {
  const res = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'previous-1', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Resolves `shared-api` and its subpaths to the old release's own copy (its package exports). */
function sharedApiOf(root: string): Plugin {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shared-api/package.json'), 'utf8'));
  return {
    name: 'previous-shared-api',
    setup(b) {
      b.onResolve({ filter: /^shared-api(\/.*)?$/ }, (args) => {
        const sub = args.path === 'shared-api' ? '.' : `.${args.path.slice('shared-api'.length)}`;
        const target = manifest.exports[sub];
        if (!target) return { errors: [{ text: `shared-api has no export ${sub}` }] };
        return { path: path.join(root, 'shared-api', target) };
      });
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** This environment without a DATABASE_URL (the suite's PostgreSQL run sets one): SQLite here. */
function withoutDatabaseUrl() {
  const { DATABASE_URL: _url, ...env } = process.env;
  return env;
}

const ref = previousRelease();
let dir = '';
let child: ChildProcess | undefined;
let emulator: { child: ChildProcess; origin: string } | undefined;
let api = '';
let output = '';

beforeAll(async () => {
  if (!ref) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'previous-release-'));
  const archive = path.join(dir, 'src.tar');
  git(
    'archive',
    '--format=tar',
    '-o',
    archive,
    ref,
    'server/src',
    'server/package.json',
    'shared-api',
  );
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  // Its npm dependencies: this checkout's (the releases share them; the native ones are built).
  fs.symlinkSync(path.join(SERVER, 'node_modules'), path.join(dir, 'server/node_modules'));
  fs.symlinkSync(
    path.join(REPO, 'shared-api/node_modules'),
    path.join(dir, 'shared-api/node_modules'),
  );
  const external = Object.keys(pkg.dependencies)
    .filter((name) => name !== 'shared-api')
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: [path.join(dir, 'server/src/server.ts')],
    outfile: path.join(dir, 'server/dist/server.js'),
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    external,
    plugins: [sharedApiOf(dir)],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  emulator = await startAuthEmulator(dir);
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(dir, 'server/dist/server.js')], {
    cwd: path.join(dir, 'server'),
    env: {
      ...withoutDatabaseUrl(),
      NODE_ENV: 'development',
      DATA_DIR: path.join(dir, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: 'false',
      GEOCODER: 'fixture',
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator.origin).host,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  await until('the previous release', child, () =>
    fetch(`${api}/api/health`).then(
      (r) => r.ok,
      () => false,
    ),
  );
}, 300_000);

afterAll(() => {
  child?.kill('SIGKILL');
  // The emulator and its Java-less helpers: its whole process group.
  if (emulator?.child.pid) {
    try {
      process.kill(-emulator.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** A listing with one photo, as the create form posts it: the listing, then the photo's bytes. */
async function postListing(token: string, title: string) {
  const form = new FormData();
  const listing = JSON.stringify(validListing({ title }));
  form.append('listing', new Blob([listing], { type: 'application/json' }));
  form.append('images', 'front.png');
  const res = await fetch(`${api}/api/listing`, { method: 'POST', headers: as(token), body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  const [link] = (await res.json()) as string[];
  const upload = await fetch(new URL(link!, api), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PNG_1X1,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
}

describe.skipIf(!ref)(
  `the previous release (${ref?.slice(0, 10)}) on this release's schema`,
  () => {
    it('keeps writing and reading while the new migrations are applied under it', async () => {
      const lister = await signUp(emulator!.origin, 'lister@example.com');
      const student = await signUp(emulator!.origin, 'student@example.com');
      await postListing(lister, 'Before the migration');

      // This release's migrations, once, on the database the previous release is serving from.
      const db = await openDatabase({ dataDir: path.join(dir, 'data') });
      try {
        await migrate(db);
      } finally {
        await db.destroy();
      }

      await postListing(lister, 'After the migration');
      const list = (await (await fetch(`${api}/api/listings`)).json()) as { listingID: number }[];
      expect(list).toHaveLength(2);
      const id = list[0]!.listingID;
      expect((await fetch(`${api}/api/listings/${id}/details`)).status).toBe(200);
      const started = await fetch(`${api}/api/listings/${id}/conversation`, {
        method: 'POST',
        headers: as(student),
      });
      expect(started.status, await started.clone().text()).toBe(200);
      const { conversationID } = (await started.json()) as { conversationID: number };
      const clientMessageId = crypto.randomUUID();
      const send = () =>
        fetch(`${api}/api/conversations/${conversationID}/reply`, {
          method: 'POST',
          headers: { ...as(student), 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'Is it still available?', clientMessageId }),
        });
      expect((await send()).status).toBe(201);
      // A retried send is stored once, as before.
      expect((await send()).status).toBe(201);
      const messages = await fetch(`${api}/api/conversations/${conversationID}/messages`, {
        headers: as(lister),
      });
      expect(messages.status).toBe(200);
      expect(((await messages.json()) as unknown[]).length).toBe(1);
      expect((await fetch(`${api}/api/health`)).status).toBe(200);
    }, 60_000);
  },
);
