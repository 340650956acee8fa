import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { namedRows, selectRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import type { Logger } from 'pino';
import { retryDelayMs } from './backoff';
import { markJobDoneSql, type JobRegistry } from './job-registry';
import { groupCommit } from './group-commit';
import { createPoller, type Poller } from './poller';
import { safeErrorMessage } from './safe-error';

export interface JobWorkerOptions {
  /** Jobs claimed per query. */
  batchSize?: number;
  /** Jobs run at once by this worker (their SQL and PIN hashing overlap). */
  concurrency?: number;
  /** Failed runs before a job is given up (status FAILED). */
  maxAttempts?: number;
  /** A RUNNING job whose lock is older than this belongs to a process that died: it is claimed again. */
  staleAfterMs?: number;
  pollIntervalMs?: number;
  /** How long a woken worker waits before its pass, gathering the jobs queued meanwhile into one claim. */
  wakeDelayMs?: number;
  /** The worker's notion of now (tests move it forward). */
  clock?: () => Date;
  /** Names this worker in `locked_by`. */
  workerId?: string;
  /** Called after a job succeeded, e.g. to wake the outbox for the e-mails it queued. */
  onJobDone?: (kind: string) => void;
}

const MARK_DONE: NamedStatement = {
  name: 'jobs_mark_done',
  text: markJobDoneSql('any(array(select value::int from jsonb_array_elements_text($1::jsonb)))', '$2'),
};

interface ClaimedJob {
  id: number;
  kind: string;
  unique_key: string;
  payload: unknown;
  attempts: number;
}

export interface JobWorker extends Poller {
  /** Claims and runs due jobs until none is left; answers how many ran (successfully or not). */
  runDueJobs(): Promise<number>;
  readonly workerId: string;
}

/**
 * Runs due jobs of the registered kinds. Claiming takes row locks with FOR UPDATE SKIP LOCKED in a short
 * statement and marks the jobs RUNNING; the handler then runs outside that statement, so several workers
 * (processes) share the queue and a crash leaves a stale lock that a later claim takes over. Up to `concurrency`
 * jobs run at once; a pass claims again as soon as its claimed jobs are started, until the queue has no due job.
 */
export function createJobWorker(db: Database, registry: JobRegistry, log: Logger, options: JobWorkerOptions = {}): JobWorker {
  const batchSize = options.batchSize ?? 10;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const maxAttempts = options.maxAttempts ?? 8;
  const staleAfterMs = options.staleAfterMs ?? 5 * 60_000;
  const clock = options.clock ?? (() => new Date());
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  async function claim(limit: number): Promise<ClaimedJob[]> {
    const kinds = registry.kinds();
    if (!kinds.length) return [];
    const now = clock();
    const staleBefore = new Date(now.getTime() - staleAfterMs);
    return selectRows<ClaimedJob>(
      db,
      sql`update jobs set status = 'RUNNING', locked_at = ${now.toISOString()}, locked_by = ${workerId}, attempts = attempts + 1
          where id in (
            select id from jobs
            where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
              and ((status = 'PENDING' and run_at <= ${now.toISOString()})
                or (status = 'RUNNING' and locked_at < ${staleBefore.toISOString()}))
            order by run_at, id
            limit ${limit}
            for update skip locked)
          returning id, kind, unique_key, payload, attempts`,
    );
  }

  // Jobs that succeeded while another one was being recorded are marked DONE together.
  const markDone = groupCommit<number>(async (ids) => {
    await namedRows(db, MARK_DONE, [JSON.stringify(ids), workerId]);
  });

  async function finish(job: ClaimedJob, error: unknown, recorded: boolean) {
    if (error === undefined) {
      if (!recorded) await markDone(job.id);
      log.debug({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job done');
      options.onJobDone?.(job.kind);
      return;
    }
    const message = safeErrorMessage(error);
    const giveUp = job.attempts >= maxAttempts;
    const runAt = new Date(clock().getTime() + retryDelayMs(job.attempts));
    log[giveUp ? 'error' : 'warn']({ jobId: job.id, kind: job.kind, attempts: job.attempts, error: message }, giveUp ? 'job failed' : 'job will be retried');
    await db.execute(
      sql`update jobs set status = ${giveUp ? 'FAILED' : 'PENDING'}, run_at = ${runAt.toISOString()}, last_error = ${message},
            locked_at = null, locked_by = null
          where id = ${job.id} and locked_by = ${workerId}`,
    );
  }

  async function runOne(job: ClaimedJob) {
    const handler = registry.get(job.kind);
    let failure: unknown;
    let recorded = false;
    log.debug({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job started');
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const run = { id: job.id, kind: job.kind, uniqueKey: job.unique_key, attempts: job.attempts, lockedBy: workerId };
      recorded = (await handler(job.payload, { db, log: log.child({ jobId: job.id, kind: job.kind }), job: run })) === 'recorded';
    } catch (error) {
      failure = error ?? new Error('Job failed without an error');
    }
    await finish(job, failure, recorded);
  }

  async function runDueJobs(): Promise<number> {
    let ran = 0;
    let drained = false;
    const queued: ClaimedJob[] = [];
    const running = new Set<Promise<void>>();
    for (;;) {
      if (!queued.length && !drained && running.size < concurrency) {
        const claimed = await claim(batchSize);
        drained = claimed.length < batchSize;
        queued.push(...claimed);
      }
      while (queued.length && running.size < concurrency) {
        const job = queued.shift() as ClaimedJob;
        const run: Promise<void> = runOne(job)
          .catch((error: unknown) => log.error({ jobId: job.id, error: safeErrorMessage(error) }, 'job not recorded'))
          .finally(() => running.delete(run));
        running.add(run);
        ran++;
      }
      if (!running.size) {
        if (drained) return ran;
        continue;
      }
      await Promise.race(running);
    }
  }

  const poller = createPoller('jobs', runDueJobs, options.pollIntervalMs ?? 1_000, log, options.wakeDelayMs);
  return { ...poller, runDueJobs, workerId };
}
