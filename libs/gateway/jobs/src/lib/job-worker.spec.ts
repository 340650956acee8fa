import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { jobs, type DatabaseHandle } from '@giftshop/gateway-db';
import { openMigratedPglite } from '@giftshop/gateway-db/testing';
import { enqueueJob } from './enqueue-job';
import { JobRegistry, markJobDoneSql } from './job-registry';
import { createJobWorker, type JobWorkerOptions } from './job-worker';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('job worker', () => {
  let handle: DatabaseHandle;
  let now: Date;
  const calls: unknown[] = [];
  let failures = 0;

  const registry = new JobRegistry()
    .register('test.record', async (payload) => {
      calls.push(payload);
    })
    .register('test.flaky', async (payload) => {
      calls.push(payload);
      if (failures-- > 0) throw new Error('temporarily broken');
    })
    // Ends its job in its own statement when asked to, and says so either way.
    .register('test.self', async (payload, ctx) => {
      calls.push(payload);
      if ((payload as { mark: boolean }).mark) {
        await ctx.db.execute(sql.raw(markJobDoneSql(String(ctx.job.id), `'${ctx.job.lockedBy}'`)));
      }
      return 'recorded';
    });
  const worker = (options: JobWorkerOptions = {}) => createJobWorker(handle.db, registry, log, { clock: () => now, ...options });
  const job = async (uniqueKey: string) => (await handle.db.select().from(jobs).where(eq(jobs.uniqueKey, uniqueKey)))[0];

  beforeAll(async () => {
    handle = await openMigratedPglite();
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(jobs);
    calls.length = 0;
    failures = 0;
    now = T0;
  });

  it('schedules a unique key once', async () => {
    expect(await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: 'k1', runAt: T0, payload: { n: 1 } })).toBe(true);
    expect(await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: 'k1', runAt: T0, payload: { n: 2 } })).toBe(false);
    expect(await worker().runDueJobs()).toBe(1);
    expect(calls).toEqual([{ n: 1 }]);
    expect(await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: 'k1', payload: { n: 3 } })).toBe(false);
    expect(await worker().runDueJobs()).toBe(0);
  });

  it('leaves a job to the handler that ended it in its own statement', async () => {
    await enqueueJob(handle.db, { kind: 'test.self', uniqueKey: 'self-marked', runAt: T0, payload: { mark: true } });
    await enqueueJob(handle.db, { kind: 'test.self', uniqueKey: 'self-unmarked', runAt: T0, payload: { mark: false } });
    expect(await worker().runDueJobs()).toBe(2);
    expect(await job('self-marked')).toMatchObject({ status: 'DONE', lockedBy: null, attempts: 1 });
    // The worker wrote nothing after a handler that answered 'recorded', so one that did not end its job leaves it.
    expect(await job('self-unmarked')).toMatchObject({ status: 'RUNNING', attempts: 1 });
  });

  it('enqueues inside the caller transaction and not when it rolls back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.record', uniqueKey: 'rolled-back', payload: {} });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await job('rolled-back')).toBeUndefined();
  });

  it('runs a job only once it is due', async () => {
    await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: 'later', runAt: at(60_000), payload: { n: 1 } });
    expect(await worker().runDueJobs()).toBe(0);
    now = at(60_000);
    expect(await worker().runDueJobs()).toBe(1);
    expect(await job('later')).toMatchObject({ status: 'DONE', attempts: 1, lockedAt: null, lockedBy: null });
  });

  it('retries a failing job with backoff and records the error', async () => {
    failures = 1;
    await enqueueJob(handle.db, { kind: 'test.flaky', uniqueKey: 'flaky', runAt: T0, payload: {} });
    expect(await worker().runDueJobs()).toBe(1);
    expect(await job('flaky')).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'Error: temporarily broken', runAt: at(30_000) });
    now = at(29_000);
    expect(await worker().runDueJobs()).toBe(0);
    now = at(30_000);
    expect(await worker().runDueJobs()).toBe(1);
    expect(await job('flaky')).toMatchObject({ status: 'DONE', attempts: 2, lastError: null });
  });

  it('gives a job up after the last attempt', async () => {
    failures = 10;
    await enqueueJob(handle.db, { kind: 'test.flaky', uniqueKey: 'hopeless', runAt: T0, payload: {} });
    for (let i = 0; i < 3; i++) {
      await worker({ maxAttempts: 3 }).runDueJobs();
      now = at(24 * 3_600_000 * (i + 1));
    }
    expect(await job('hopeless')).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(await worker({ maxAttempts: 3 }).runDueJobs()).toBe(0);
    expect(calls).toHaveLength(3);
  });

  it('takes over a job whose worker died, and leaves a live worker\'s job alone', async () => {
    await handle.db.insert(jobs).values([
      { kind: 'test.record', uniqueKey: 'orphan', payload: { n: 'orphan' }, runAt: at(-3_600_000), status: 'RUNNING', attempts: 1, lockedAt: at(-600_000), lockedBy: 'dead:1' },
      { kind: 'test.record', uniqueKey: 'busy', payload: { n: 'busy' }, runAt: at(-3_600_000), status: 'RUNNING', attempts: 1, lockedAt: at(-60_000), lockedBy: 'alive:2' },
    ]);
    const w = worker({ staleAfterMs: 300_000 });
    expect(await w.runDueJobs()).toBe(1);
    expect(calls).toEqual([{ n: 'orphan' }]);
    expect(await job('orphan')).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(await job('busy')).toMatchObject({ status: 'RUNNING', lockedBy: 'alive:2' });
  });

  it('claims only the kinds it has handlers for', async () => {
    await enqueueJob(handle.db, { kind: 'test.unknown', uniqueKey: 'other', runAt: T0, payload: {} });
    expect(await worker().runDueJobs()).toBe(0);
    expect(await job('other')).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('runs each job once when two workers poll at the same time', async () => {
    for (let i = 0; i < 25; i++) await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: `many-${i}`, runAt: T0, payload: { i } });
    const [a, b] = await Promise.all([worker({ batchSize: 3 }).runDueJobs(), worker({ batchSize: 3 }).runDueJobs()]);
    expect(a + b).toBe(25);
    expect(new Set(calls.map((c) => (c as { i: number }).i)).size).toBe(25);
    expect(calls).toHaveLength(25);
  });

  it('keeps query parameters out of the recorded error', async () => {
    const secret = '6301480123456789012';
    const leaky = new JobRegistry().register('test.leaky', async (_payload, ctx) => {
      await ctx.db.execute(sql`select ${secret}::integer`);
    });
    await enqueueJob(handle.db, { kind: 'test.leaky', uniqueKey: 'leaky', runAt: T0, payload: {} });
    await createJobWorker(handle.db, leaky, log, { clock: () => now }).runDueJobs();
    const row = await job('leaky');
    expect(row.lastError).toMatch(/out of range|invalid input/);
    expect(row.lastError).not.toContain(secret);
  });

  it('runs up to its concurrency at once and every due job once', async () => {
    let active = 0;
    let most = 0;
    const ran: number[] = [];
    const slow = new JobRegistry().register('test.slow', async (payload) => {
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 15));
      ran.push((payload as { i: number }).i);
      active--;
    });
    for (let i = 0; i < 11; i++) await enqueueJob(handle.db, { kind: 'test.slow', uniqueKey: `slow-${i}`, runAt: T0, payload: { i } });
    const w = createJobWorker(handle.db, slow, log, { clock: () => now, concurrency: 3, batchSize: 4 });
    expect(await w.runDueJobs()).toBe(11);
    expect(most).toBe(3);
    expect([...ran].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('runs a pass at once when woken instead of waiting for the next poll', async () => {
    const w = createJobWorker(handle.db, registry, log, { pollIntervalMs: 60_000 });
    w.start();
    await new Promise((r) => setTimeout(r, 100));
    await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: 'woken', payload: { n: 'woken' } });
    w.wake();
    for (let i = 0; i < 100 && !calls.length; i++) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect(calls).toEqual([{ n: 'woken' }]);
  });

  it('polls in the background until stopped', async () => {
    const w = createJobWorker(handle.db, registry, log, { pollIntervalMs: 20 });
    w.start();
    await enqueueJob(handle.db, { kind: 'test.record', uniqueKey: 'polled', payload: { n: 'polled' } });
    for (let i = 0; i < 100 && !calls.length; i++) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect(calls).toEqual([{ n: 'polled' }]);
  });
});
