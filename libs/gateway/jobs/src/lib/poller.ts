import type { Logger } from 'pino';
import { safeErrorMessage } from './safe-error';

export interface Poller {
  start(): void;
  /** Stops polling and waits for a pass under way to finish. */
  stop(): Promise<void>;
}

/**
 * Calls `pass` every `intervalMs` (measured from the end of the previous pass), never two at once.
 * A pass that throws is logged and the next one runs on schedule.
 */
export function createPoller(name: string, pass: () => Promise<unknown>, intervalMs: number, log: Logger): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const tick = () => {
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => log.error({ poller: name, error: safeErrorMessage(error) }, 'poll failed'),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
