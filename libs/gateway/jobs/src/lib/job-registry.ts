import type { Database } from '@giftshop/gateway-db';
import type { Logger } from 'pino';

export interface JobContext {
  db: Database;
  log: Logger;
  /** `lockedBy`: the worker that claimed the job, for a handler that marks it DONE itself (markJobDoneSql). */
  job: { id: number; kind: string; uniqueKey: string; attempts: number; lockedBy: string };
}

/**
 * Runs one job. It may run more than once (retries, a crash after the work committed): it must be idempotent. It
 * answers 'recorded' when its own last statement marked the job DONE (markJobDoneSql), so the worker writes nothing
 * more for it; otherwise the worker marks it DONE.
 */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void | 'recorded'>;

/**
 * The update that marks a claimed job DONE, for a handler's own statement (a CTE beside its work, so the work and
 * the job's end commit together): `id` and `lockedBy` are the statement's parameters for `ctx.job.id` and
 * `ctx.job.lockedBy` (the worker's own mark passes `any(…)` of its ids). A job claimed again by another worker
 * meanwhile is left to that worker.
 */
export const markJobDoneSql = (id: string, lockedBy: string) =>
  `update jobs set status = 'DONE', locked_at = null, locked_by = null, last_error = null where id = ${id} and locked_by = ${lockedBy}`;

/** Handlers by job kind; a worker claims only the kinds registered here. */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register(kind: string, handler: JobHandler): this {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
    this.handlers.set(kind, handler);
    return this;
  }

  get(kind: string): JobHandler | undefined {
    return this.handlers.get(kind);
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }
}
