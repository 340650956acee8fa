import type { Logger } from 'pino';
import { safeErrorMessage } from './safe-error';

export interface Poller {
  start(): void;
  /** Stops polling and waits for a pass under way to finish. */
  stop(): Promise<void>;
  /**
   * Asks for a pass now (new work was signalled): at once when idle, right after the current pass when one is
   * under way. Ignored while stopped.
   */
  wake(): void;
}

/**
 * Calls `pass` every `intervalMs` (measured from the end of the previous pass), never two at once, and sooner when
 * woken. A pass that throws is logged and the next one runs on schedule.
 */
export function createPoller(name: string, pass: () => Promise<unknown>, intervalMs: number, log: Logger): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;
  const tick = () => {
    timer = undefined;
    again = false;
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => log.error({ poller: name, error: safeErrorMessage(error) }, 'poll failed'),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, again ? 0 : intervalMs);
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
      timer = undefined;
      await running;
    },
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
  };
}
