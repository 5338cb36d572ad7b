// Child processes of the benchmark: every one is bounded by a timeout and killed with its whole
// process group (pnpm → tsx → node → autocannon), so an interrupted or stuck run leaves nothing behind.
import { spawn } from 'node:child_process';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/**
 * Kills a detached child's process group; ignores children that are already gone.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 */
export function killGroup(child, signal = 'SIGTERM') {
  try {
    process.kill(-(/** @type {number} */ (child.pid)), signal);
  } catch {
    // already gone
  }
}

/**
 * Stops every child still running: called on Ctrl-C / SIGTERM of the benchmark itself. SIGINT, as a
 * terminal would send: Lighthouse's chrome-launcher (Chrome runs in a group of its own) only cleans
 * up on that one.
 */
export function killAll() {
  for (const child of running) killGroup(child, 'SIGINT');
}

/**
 * Runs a command to completion and collects its output.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number, onOutput?: (chunk: Buffer) => void }} [options]
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string, timedOut: boolean }>}
 */
export function runCommand(command, args, { cwd, env, timeoutMs = 300_000, onOutput } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      onOutput?.(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      onOutput?.(chunk);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGINT');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    /** @param {number | null} code */
    const done = (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, stdout, stderr, timedOut });
    };
    child.once('error', (error) => {
      stderr += `could not start ${command}: ${error.message}\n`;
      done(127);
    });
    child.once('close', (code) => done(code));
  });
}

/**
 * The last lines of a command's output, to explain a failure in the report.
 * @param {string} text
 */
export function tail(text, lines = 8) {
  return text.trim().split('\n').slice(-lines).join('\n');
}
