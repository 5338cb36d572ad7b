/**
 * The waiting line in front of the address service, which allows one request per interval
 * (Nominatim's policy). Without bounds one client with 120 distinct look-ups made everyone else
 * wait minutes, so:
 * - each client (address) has its own line, and the client served least goes next: a newcomer
 *   waits for at most one turn of every other client, never for their whole backlog;
 * - a client may have `maxPerClient` look-ups waiting, everyone together `maxQueued`; more is refused
 *   at once ("busy") instead of waiting for ever;
 * - a look-up's time limit starts when it arrives, not when it reaches the head of the line; the
 *   task gets what is left of it (its upstream timeout).
 */
export interface FairQueueOptions {
  /** Minimum time between two task starts. */
  intervalMs: number;
  /** From arrival to answer, waiting included. */
  maxWaitMs: number;
  maxQueued: number;
  maxPerClient: number;
}

/** Refused because the line is full or the look-up waited past its time limit. */
export class QueueBusyError extends Error {
  constructor(readonly reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'Queue is full' : 'Waited too long');
    this.name = 'QueueBusyError';
  }
}

interface Job {
  start(msLeft: number): void;
  arrivedAt: number;
  expire: ReturnType<typeof setTimeout>;
}

export function fairQueue(opts: FairQueueOptions) {
  const lines = new Map<string, Job[]>();
  // Turns taken by each client while the line has been busy: the fewest goes next.
  const served = new Map<string, number>();
  let queued = 0;
  let nextStart = 0;
  let wake: ReturnType<typeof setTimeout> | undefined;

  function remove(client: string, job: Job) {
    const line = lines.get(client);
    const at = line?.indexOf(job) ?? -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    queued--;
    return true;
  }

  /** Whoever has been served least since the line was last empty (the earliest such line first). */
  function nextClient(): string {
    let best: string | undefined;
    let bestServed = Infinity;
    for (const [client, line] of lines) {
      const count = served.get(client) ?? 0;
      if (line.length > 0 && count < bestServed) [best, bestServed] = [client, count];
    }
    return best as string;
  }

  function pump() {
    wake = undefined;
    while (queued > 0) {
      const now = Date.now();
      if (now < nextStart) {
        wake = setTimeout(pump, nextStart - now);
        return;
      }
      const client = nextClient();
      const job = lines.get(client)?.shift() as Job;
      served.set(client, (served.get(client) ?? 0) + 1);
      queued--;
      clearTimeout(job.expire);
      nextStart = now + opts.intervalMs;
      job.start(opts.maxWaitMs - (now - job.arrivedAt));
    }
  }

  return {
    /** Runs `task` when the client's turn comes; it receives the milliseconds left of its limit. */
    run<T>(client: string, task: (msLeft: number) => Promise<T>): Promise<T> {
      // Nobody waits and the last start is an interval ago: the line's order no longer matters.
      if (queued === 0 && Date.now() >= nextStart) {
        lines.clear();
        served.clear();
      }
      const line = lines.get(client) ?? [];
      if (queued >= opts.maxQueued || line.length >= opts.maxPerClient)
        return Promise.reject(new QueueBusyError('full'));
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          arrivedAt: Date.now(),
          start: (msLeft) => task(msLeft).then(resolve, reject),
          expire: setTimeout(() => {
            if (remove(client, job)) reject(new QueueBusyError('timeout'));
          }, opts.maxWaitMs),
        };
        line.push(job);
        lines.set(client, line);
        queued++;
        if (!wake) pump();
      });
    },
    /** Look-ups waiting (not yet started). */
    get size() {
      return queued;
    },
  };
}
