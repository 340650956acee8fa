import { jobs, type Database } from '@giftshop/gateway-db';
import { signalQueued, WAKE_CHANNELS } from './wake-ups';

export interface NewJob {
  /** Names the handler, e.g. 'order.fulfil'. */
  kind: string;
  /** Scheduling the same key twice keeps the first job: enqueueing is idempotent. */
  uniqueKey: string;
  /** When the job becomes due; now when omitted. */
  runAt?: Date;
  payload: Record<string, unknown>;
}

/**
 * Schedules a job inside the caller's transaction, so it exists exactly when the caller's change commits.
 * Answers true when this call created it, false when a job with the same unique key already existed.
 */
export async function enqueueJob(tx: Database, job: NewJob): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({ kind: job.kind, uniqueKey: job.uniqueKey, runAt: job.runAt ?? new Date(), payload: job.payload })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  if (inserted.length) signalQueued(WAKE_CHANNELS.jobs);
  return inserted.length > 0;
}
