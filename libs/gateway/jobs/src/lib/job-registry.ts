import type { Database } from '@giftshop/gateway-db';
import type { Logger } from 'pino';

export interface JobContext {
  db: Database;
  log: Logger;
  job: { id: number; kind: string; uniqueKey: string; attempts: number };
}

/** Runs one job. It may run more than once (retries, a crash after the work committed): it must be idempotent. */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

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
