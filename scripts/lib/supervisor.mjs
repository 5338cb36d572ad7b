// What `pnpm start` runs and how it stops: the dev servers (a death stops the site), the services
// that are restarted when they die (keepRunning), the site's own HTTP servers, and last steps.
import { keepRunning, stop } from './processes.mjs';

/** @typedef {import('./processes.mjs').RunningChild} RunningChild */
/** @typedef {ReturnType<typeof keepRunning>} Service */
/** @typedef {{ close(callback: () => void): unknown }} Closable */

/**
 * @param {{ log: (line: string) => void }} options
 */
export function createSupervisor({ log }) {
  /** @type {RunningChild[]} */
  const children = [];
  /** @type {Service[]} */
  const services = [];
  /** @type {Closable[]} */
  const servers = [];
  /** @type {(() => void)[]} Synchronous last steps (stopping the site's PostgreSQL). */
  const cleanups = [];
  let stopping = false;

  /** @param {number} code */
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    // Generous grace: the emulator exports its accounts on the way out.
    await Promise.all([
      ...[...children].reverse().map((child) => stop(child, 15_000)),
      ...services.map((service) => service.stop(15_000)),
    ]);
    await Promise.all(
      servers.map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))),
    );
    for (const cleanup of cleanups) cleanup();
    process.exit(code);
  }

  return {
    get stopping() {
      return stopping;
    },
    shutdown,
    /** @param {Closable} server */
    addServer(server) {
      servers.push(server);
    },
    /** @param {() => void} cleanup */
    addCleanup(cleanup) {
      cleanups.push(cleanup);
    },
    /**
     * A child stopped with the site but not watched (a build): `untrack` once it has ended.
     * @param {RunningChild} child
     */
    track(child) {
      children.push(child);
    },
    /** @param {RunningChild} child */
    untrack(child) {
      children.splice(children.indexOf(child), 1);
    },
    /**
     * A dev server that dies takes the whole site down, loudly (a crashed webpack dev server is a
     * broken config: restarting it would loop). The API and the emulator are restarted instead
     * (keepService).
     * @param {RunningChild} child
     */
    supervise(child) {
      children.push(child);
      child.exited.then(({ code, signal }) => {
        if (stopping) return;
        log(
          `${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`,
        );
        void shutdown(1);
      });
      return child;
    },
    /**
     * A service that dies is started again with back-off (1 s, 2 s, 4 s … 30 s; reset after a
     * minute up): the site keeps serving its pages meanwhile (the /api proxy answers 502). During
     * the first start a death still fails the start (waitForHttp), usually a configuration error.
     * @param {string} name
     * @param {() => RunningChild} start
     * @param {string} [note]
     */
    keepService(name, start, note) {
      const service = keepRunning({ name, start, log, note });
      services.push(service);
      return service;
    },
  };
}

/** @typedef {ReturnType<typeof createSupervisor>} Supervisor */
