// The API as production runs it: compiled JavaScript (server/scripts/build.ts → server/dist, with
// source maps) started by plain node, not through tsx; `pnpm dev` keeps tsx's watch mode.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs a command to its end; resolves with its output, rejects with it when it fails.
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @returns {Promise<string>}
 */
export function runStep(label, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.trim())
        : reject(new Error(`${label} failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

/**
 * Builds server/dist (`ifStale`: only when a source is newer than it, as `pnpm start` asks).
 * @param {string} root
 * @param {{ ifStale?: boolean }} [options]
 */
export function buildServer(root, { ifStale = false } = {}) {
  return runStep(
    'the server build',
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', ...(ifStale ? ['--if-stale'] : [])],
    { cwd: path.join(root, 'server') },
  );
}

/**
 * The command line of one API process: the compiled build, or tsx watching the sources (dev).
 * @param {string} root
 * @param {{ dev?: boolean }} [options]
 */
export function apiCommand(root, { dev = false } = {}) {
  return dev
    ? { command: 'pnpm', args: ['--filter', 'server', 'dev'], cwd: root }
    : {
        command: process.execPath,
        args: ['--enable-source-maps', 'dist/server.js'],
        cwd: path.join(root, 'server'),
      };
}
