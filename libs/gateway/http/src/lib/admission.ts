import type { ServerResponse } from 'node:http';

export interface AdmissionOptions {
  /** Requests handled at once; 0 admits everything. */
  maxInFlight: number;
  /** Requests waiting for a turn; beyond it a request is refused at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is refused. */
  queueTimeoutMs: number;
}

export interface Admission {
  /** Runs `start` now or when a turn frees, in arrival order; calls `refuse` when the queue is full or the wait too long. */
  admit(res: ServerResponse, start: () => void, refuse: () => void): void;
  readonly inFlight: number;
  readonly queued: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
  done: boolean;
}

/**
 * Admission control: at most `maxInFlight` requests are handled at once and the rest wait in a FIFO queue. Behind
 * it the database works on a few requests at a time and answers them in the time they take, instead of sharing
 * itself among hundreds until every one of them is too slow (the embedded database runs its SQL on one thread).
 * A waiting request whose client went away is dropped; one that waits past `queueTimeoutMs`, or finds the queue
 * full, is refused (503, Retry-After), so a peak beyond capacity is answered quickly instead of timing out.
 */
export function createAdmission(options: AdmissionOptions): Admission {
  let inFlight = 0;
  const queue: Waiter[] = [];

  const release = () => {
    inFlight -= 1;
    while (inFlight < options.maxInFlight && queue.length) {
      const next = queue.shift() as Waiter;
      if (next.done) continue;
      next.done = true;
      clearTimeout(next.timer);
      next.start();
    }
  };

  function begin(res: ServerResponse, start: () => void) {
    inFlight += 1;
    res.once('close', release);
    start();
  }

  return {
    admit(res, start, refuse) {
      if (!options.maxInFlight) return start();
      if (inFlight < options.maxInFlight) return begin(res, start);
      if (queue.length >= options.maxQueued) return refuse();
      const waiter: Waiter = {
        done: false,
        start: () => begin(res, start),
        timer: setTimeout(() => {
          waiter.done = true;
          refuse();
        }, options.queueTimeoutMs),
      };
      res.once('close', () => {
        if (waiter.done) return;
        waiter.done = true;
        clearTimeout(waiter.timer);
      });
      queue.push(waiter);
    },
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return queue.filter((w) => !w.done).length;
    },
  };
}
