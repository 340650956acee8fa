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
 * woken: `wakeDelayMs` after the wake-up (or after the pass under way), so wake-ups that come close together (one per
 * queued job or e-mail under load) are answered by one pass that claims their work together. A pass that throws is
 * logged and the next one runs on schedule.
 */
export function createPoller(name: string, pass: () => Promise<unknown>, intervalMs: number, log: Logger, wakeDelayMs = 0): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;
  let woken = false;
  const tick = () => {
    timer = undefined;
    again = false;
    woken = false;
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => log.error({ poller: name, error: safeErrorMessage(error) }, 'poll failed'),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) {
          woken = again;
          timer = setTimeout(tick, again ? wakeDelayMs : intervalMs);
        }
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
      if (woken) return;
      if (timer) clearTimeout(timer);
      woken = true;
      timer = setTimeout(tick, wakeDelayMs);
    },
  };
}
