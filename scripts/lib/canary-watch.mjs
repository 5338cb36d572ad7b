// A canary release that fails in browsers ends by itself: every CANARY_CHECK_SECONDS the site
// reads each canary's page loads and error rate over the last hour (remote-health.mjs) and ends
// the canary (everyone back on the current release) once it has been tried enough
// (CANARY_MIN_LOADS) and fails more often than CANARY_MAX_ERROR_RATE, saying so in the log.

/**
 * The watch's settings from the environment, with their defaults.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function canaryLimitsFrom(env = process.env) {
  /**
   * @param {string} name
   * @param {number} fallback
   * @param {((v: number) => boolean) & { description: string }} ok
   */
  const number = (name, fallback, ok) => {
    if (env[name] === undefined || env[name] === '') return fallback;
    const value = Number(env[name]);
    if (!ok(value)) throw new Error(`${name} must be ${ok.description}, got "${env[name]}"`);
    return value;
  };
  const rate = Object.assign((/** @type {number} */ v) => v >= 0 && v <= 1, {
    description: 'a rate from 0 to 1',
  });
  const whole = Object.assign((/** @type {number} */ v) => Number.isInteger(v) && v >= 1, {
    description: 'a whole number from 1',
  });
  return {
    maxErrorRate: number('CANARY_MAX_ERROR_RATE', 0.05, rate),
    minLoads: number('CANARY_MIN_LOADS', 20, whole),
    everyMs: number('CANARY_CHECK_SECONDS', 30, whole) * 1000,
  };
}

/**
 * One look at every canary; ends those that fail. Returns what it ended.
 * @param {object} o
 * @param {string[]} o.remotes package names
 * @param {(pkg: string) => { release: string } | null} o.canaryOf the remote's canary, if any
 * @param {(pkg: string, reason: string) => void} o.endCanary
 * @param {() => Promise<{ remote: string, release: string, loads: number, loadErrors: number, renderErrors: number, errorRate: number }[] | null>} o.fetchHealth
 * @param {{ maxErrorRate: number, minLoads: number }} o.limits
 * @param {(line: string) => void} o.log
 */
export async function checkCanaries({ remotes, canaryOf, endCanary, fetchHealth, limits, log }) {
  const canaries = remotes.flatMap((pkg) => {
    const canary = canaryOf(pkg);
    return canary ? [{ pkg, canary }] : [];
  });
  if (!canaries.length) return [];
  const health = await fetchHealth();
  if (!health) return [];
  const ended = [];
  for (const { pkg, canary } of canaries) {
    const row = health.find((h) => h.remote === pkg && h.release === canary.release);
    if (!row) continue;
    const attempts = row.loads + row.loadErrors;
    if (attempts < limits.minLoads || row.errorRate <= limits.maxErrorRate) continue;
    const errors = row.loadErrors + row.renderErrors;
    const reason =
      `error rate ${(row.errorRate * 100).toFixed(1)} % (${errors} errors in ${attempts} page ` +
      `loads over the last hour) is above ${(limits.maxErrorRate * 100).toFixed(1)} %`;
    endCanary(pkg, reason);
    log(`canary ${pkg} ${canary.release} rolled back automatically: ${reason}`);
    ended.push({ pkg, release: canary.release, reason });
  }
  return ended;
}

/**
 * Checks every `limits.everyMs` until stopped; a failed check is logged and the next one runs.
 * @param {Parameters<typeof checkCanaries>[0] & { limits: { everyMs: number } }} options
 */
export function watchCanaries(options) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await checkCanaries(options);
    } catch (error) {
      options.log(`canary watch: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  }, options.limits.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
