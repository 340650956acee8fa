import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { safeErrorMessage } from './safe-error';

/**
 * Channels on which PostgreSQL announces committed work (statement triggers on `jobs` and `email_outbox`, migration
 * 0022) and this process announces work it queued.
 */
export const WAKE_CHANNELS = {
  jobs: 'giftshop_jobs',
  outbox: 'giftshop_outbox',
} as const;
export type WakeChannel = (typeof WAKE_CHANNELS)[keyof typeof WAKE_CHANNELS];

const local = new EventEmitter().setMaxListeners(0);

/** Tells this process's pollers that work was queued (they look once the caller's transaction had time to commit). */
export function signalQueued(channel: WakeChannel): void {
  local.emit(channel);
}

/** A signal comes before its transaction commits: the pass it asks for waits this long, coalescing signals. */
const LOCAL_WAKE_DELAY_MS = 20;

export interface WakeUps {
  close(): Promise<void>;
}

/**
 * Wakes each channel's poller when work is queued: on a signal of this process (slightly later, see above), and with
 * `databaseUrl`, on PostgreSQL's NOTIFY, which arrives once the queuing transaction commits, from any process. The
 * listening connection reconnects after a failure and then wakes every poller (notifications may have been missed).
 */
export function listenForWakeUps(
  handlers: Partial<Record<WakeChannel, () => void>>,
  options: { databaseUrl?: string; log: Logger },
): WakeUps {
  const entries = Object.entries(handlers) as [WakeChannel, () => void][];
  const timers = new Map<WakeChannel, NodeJS.Timeout>();
  const listeners = entries.map(([channel, wake]) => {
    const listener = () => {
      if (!timers.has(channel))
        timers.set(
          channel,
          setTimeout(() => (timers.delete(channel), wake()), LOCAL_WAKE_DELAY_MS),
        );
    };
    local.on(channel, listener);
    return [channel, listener] as const;
  });

  let closed = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (closed || !options.databaseUrl) return;
    const next = new Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => handlers[message.channel as WakeChannel]?.());
    next.on('error', (error) => {
      options.log.warn({ error: safeErrorMessage(error) }, 'wake-up connection lost');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect(), 1_000);
    });
    try {
      await next.connect();
      for (const [channel] of entries) await next.query(`listen ${channel}`);
      client = next;
      if (closed) await next.end();
      for (const [, wake] of entries) wake();
    } catch (error) {
      options.log.warn({ error: safeErrorMessage(error) }, 'wake-up connection failed');
      await next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1_000);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      for (const timer of timers.values()) clearTimeout(timer);
      for (const [channel, listener] of listeners) local.off(channel, listener);
      await client?.end().catch(() => undefined);
    },
  };
}
