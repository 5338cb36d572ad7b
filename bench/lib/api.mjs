// The server's own benchmarks, each measuring its reference in the same run: API load
// (server/bench/api-bench.ts: a bare Fastify hello-world), the message e-mail's lag
// (server/bench/mail-bench.ts: a bare nodemailer send) and the soak (server/bench/soak.ts: the
// same schedule against a server that does nothing). We only run them and take their tables.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runCommand, tail } from './exec.mjs';

async function serverBench({ root, script, heading, json, timeoutMs }) {
  const started = Date.now();
  const result = await runCommand('pnpm', ['--filter', 'server', script], { cwd: root, timeoutMs });
  if (result.code !== 0) {
    throw new Error(
      `server ${script} ${result.timedOut ? 'timed out' : `exited ${result.code}`}:\n${tail(result.stderr + result.stdout)}`,
    );
  }
  const file = path.join(root, 'bench-results', json);
  // Another engineer may run it too: only a file written by this run is ours.
  const data = statSync(file).mtimeMs >= started ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const at = result.stdout.indexOf(heading);
  return { table: at >= 0 ? result.stdout.slice(at).trim() : result.stdout.trim(), json: data };
}

export const apiBench = ({ root }) =>
  serverBench({
    root,
    script: 'bench',
    heading: 'API benchmark',
    json: 'api-bench.json',
    // ~10 cases × 8 s plus a 5,000- and a 20,000-listing seed; the bound is for a stuck run, not a slow one.
    timeoutMs: 6 * 60_000,
  });

export const liveBench = ({ root }) =>
  serverBench({
    root,
    script: 'bench:live',
    heading: 'Live events benchmark',
    json: 'live-bench.json',
    // 5,000 streams opened in waves, a few sends; the bench stops itself after 5 min.
    timeoutMs: 6 * 60_000,
  });

export const mailBench = ({ root }) =>
  serverBench({
    root,
    script: 'bench:mail',
    heading: 'Message e-mail benchmark',
    json: 'mail-bench.json',
    // 20 messages 2 s apart at most, the delay, 20 reference sends; it stops itself after 3 min.
    timeoutMs: 4 * 60_000,
  });

export const soakBench = ({ root }) =>
  serverBench({
    root,
    script: 'bench:soak',
    heading: 'Soak',
    json: 'soak.json',
    // 5 min of soak, 30 s of reference, set-up of 500 people; SOAK_SECONDS is capped at 900.
    timeoutMs: 20 * 60_000,
  });

export const scaleBench = ({ root }) =>
  serverBench({
    root,
    script: 'bench:scale',
    heading: 'Scale-out benchmark',
    json: 'scale-bench.json',
    // A 5,000-listing seed into its own PostgreSQL and 4 cases × 8 s.
    timeoutMs: 6 * 60_000,
  });

export const pushBench = ({ root }) =>
  serverBench({
    root,
    script: 'bench:push',
    heading: 'Web Push benchmark',
    json: 'push-bench.json',
    // 1,000 people subscribed, 40 single sends, 1,000 pushes and as many for the reference.
    timeoutMs: 6 * 60_000,
  });
