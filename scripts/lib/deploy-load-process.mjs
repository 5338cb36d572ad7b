// The deploy load (deploy-load.mjs) in a process of its own. At a few hundred requests a second
// the load's fetches, timers and JSON need a good share of a core: in the process that also runs
// the deploy (and the benchmark), each delayed the other, and the load fell behind its own rate.
import { fork } from 'node:child_process';
import { startLoad } from './deploy-load.mjs';

const CHILD_FLAG = '--deploy-load-child';

/**
 * Like startLoad, run in a child process; `stop()` resolves with the same figures.
 * @param {import('./deploy-load.mjs').Prepared} prepared
 * @param {{ rate?: number, streams?: number }} [options]
 */
export function startLoadApart(prepared, options) {
  const child = fork(import.meta.filename, [CHILD_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /** @type {Promise<any>} */
  const answered = new Promise((resolve, reject) => {
    child.on('message', (/** @type {{ type: string, result?: unknown, error?: string }} */ m) => {
      if (m.type === 'result') resolve(m.result);
      if (m.type === 'error') reject(new Error(`the load process: ${m.error}`));
    });
    child.once('exit', (code) => reject(new Error(`the load process exited (${code})`)));
  });
  // Kept quiet until stop() asks: an early exit is reported there.
  answered.catch(() => undefined);
  child.send({ type: 'start', prepared, options });
  return {
    async stop() {
      if (child.connected) child.send({ type: 'stop' });
      return answered;
    },
  };
}

if (process.argv[2] === CHILD_FLAG) {
  /** @type {ReturnType<typeof startLoad> | undefined} */
  let load;
  process.on('message', (/** @type {{ type: string, prepared?: any, options?: any }} */ m) => {
    if (m.type === 'start') load = startLoad(m.prepared, m.options);
    if (m.type === 'stop' && load) {
      // Once the answer is out the channel closes, and with it this process.
      const answer = (/** @type {object} */ message) =>
        process.send?.(message, () => process.disconnect());
      load.stop().then(
        (result) => answer({ type: 'result', result }),
        (error) => answer({ type: 'error', error: String(error) }),
      );
    }
  });
}
