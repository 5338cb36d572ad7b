// Child processes of scripts/start.mjs: prefixed output, health waits, and a clean stop of the whole
// process group (pnpm → tsx → node, firebase → java-less node emulator) on Ctrl-C.
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * A child of run(): its label, and a promise of how it ended (127 when it could not start).
 * @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & {
 *   name: string,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>,
 * }} RunningChild
 */
/** @typedef {(chunk: Buffer | string) => void} Output */

const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
let nextColor = 0;
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/**
 * @param {string} name
 * @returns {Output}
 */
export function prefixer(name) {
  const color = COLORS[nextColor++ % COLORS.length];
  const label = useColor ? `\x1b[${color}m${name.padEnd(12)}\x1b[0m│ ` : `${name.padEnd(12)}│ `;
  return (chunk) => {
    const text = chunk.toString().replace(/\n$/, '');
    for (const line of text.split('\n')) process.stdout.write(`${label}${line}\n`);
  };
}

/**
 * Starts a command in its own process group, its output prefixed with `name` (or given to
 * `output`, e.g. to keep a test's report readable).
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions & { output?: Output }} [options]
 * @returns {RunningChild}
 */
export function run(name, command, args, { output, ...options } = {}) {
  const spawned = spawn(command, args, {
    detached: true,
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = output ?? prefixer(name);
  spawned.stdout.on('data', out);
  spawned.stderr.on('data', out);
  const child = /** @type {RunningChild} */ (spawned);
  child.name = name;
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      out(`could not start ${command}: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
  });
  return child;
}

/**
 * Stops a child's whole process group: SIGTERM, then SIGKILL after `graceMs`.
 * @param {RunningChild} child
 */
export async function stop(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  /** @param {NodeJS.Signals} sig */
  const signal = (sig) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/**
 * Resolves when `url` answers with a status below 500; rejects after `timeoutMs` or if `child` dies.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: RunningChild }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  child?.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${child?.name} exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * True when nothing listens on `port`, on any interface (the emulator binds 127.0.0.1 only).
 * @param {number} port
 */
export async function portIsFree(port) {
  if (await canConnect('127.0.0.1', port)) return false;
  return canListen(port);
}

/** Restart back-off of keepRunning: 1 s, 2 s, 4 s … 30 s; back to 1 s after a run of a minute. */
export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 30_000, stableMs: 60_000 };

/**
 * Keeps a service up: `start()` returns a child of run(); when it exits while not stopped, it is
 * started again after a back-off that doubles with each quick failure (RESTART_BACKOFF), and the
 * log says so. `stop()` cancels a pending restart and stops the current child.
 * @param {object} options
 * @param {string} options.name
 * @param {() => ReturnType<typeof run>} options.start
 * @param {(line: string) => void} options.log
 * @param {string} [options.note] added to each restart line (what a restart costs)
 * @param {typeof RESTART_BACKOFF} [options.backoff]
 */
export function keepRunning({ name, start, log, note = '', backoff = RESTART_BACKOFF }) {
  /** @type {RunningChild | undefined} */
  let child;
  let startedAt = 0;
  let failures = 0;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @returns {RunningChild} */
  const launch = () => {
    timer = undefined;
    const mine = start();
    child = mine;
    startedAt = Date.now();
    mine.exited.then(({ code, signal }) => {
      if (stopped || mine !== child) return;
      if (Date.now() - startedAt >= backoff.stableMs) failures = 0;
      const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures);
      failures++;
      const seconds = delay >= 1000 ? `${delay / 1000} s` : `${delay} ms`;
      log(
        `${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${seconds}${note ? ` (${note})` : ''}…`,
      );
      timer = setTimeout(launch, delay);
    });
    return mine;
  };
  launch();
  return {
    name,
    /** The current process (a new one after each restart; none while a restart stops the old). */
    get child() {
      return child;
    },
    /**
     * Replaces the process on purpose (a deploy): stops the current one within `graceMs` — not a
     * failure, so no back-off — and starts a new one at once; resolves with it.
     * @param {number} graceMs
     */
    async restart(graceMs) {
      if (stopped) throw new Error(`${name} is stopped`);
      if (timer) clearTimeout(timer);
      timer = undefined;
      const old = child;
      // Its exit is ours: the exit handler sees it is no longer the current child.
      child = undefined;
      if (old) await stop(old, graceMs);
      failures = 0;
      return launch();
    },
    /** @param {number} [graceMs] */
    async stop(graceMs) {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (child) await stop(child, graceMs);
    },
  };
}
