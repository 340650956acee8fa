import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { emailOutbox, giftCardLedger, jobs, openPglite, orders, type DatabaseHandle } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import { createPaidOrder } from './testing/paid-order';
import { seededDumpPath } from './testing/test-database';

const root = join(__dirname, '..', '..', '..');

interface Gateway {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the first JSON log line that matches. */
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>>;
  stderr(): string;
}

function startGateway(dataDir: string): Gateway {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MAIL_DIR: join(dataDir, 'mail'),
      SEED: 'false',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      LOG_LEVEL: 'debug',
      JOBS_STALE_AFTER_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text);
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.match(line))) waiter.resolve(line);
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stderr: () => errors,
    waitForLog: (match, timeoutMs) =>
      new Promise((resolve, reject) => {
        const seen = lines.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`No matching log line within ${timeoutMs} ms. stderr: ${errors}`)), timeoutMs);
        waiters.push({ match, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`The gateway exited (${code}) before the log line. stderr: ${errors}`));
        });
      }),
  };
}

/** A restarted gateway may find the embedded database still locked by the killed one until the lock goes stale. */
async function restartGateway(dataDir: string, jobId: number): Promise<Gateway> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const gateway = startGateway(dataDir);
    const outcome = await Promise.race([
      gateway.waitForLog((l) => l['msg'] === 'job done' && l['jobId'] === jobId, 90_000).then(() => 'done' as const),
      gateway.exited.then(() => 'exited' as const),
    ]).catch(() => 'exited' as const);
    if (outcome === 'done') return gateway;
    if (!/in use by another process/.test(gateway.stderr()) || Date.now() > deadline) throw new Error(`The restarted gateway failed: ${gateway.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * Runs on the embedded database, where the spawned gateways have a database of their own. On a shared PostgreSQL
 * server their workers would also run other suites' jobs; there fulfilment.spec covers the takeover in process.
 */
const describeEmbedded = process.env['DATABASE_URL'] ? describe.skip : describe;

describeEmbedded('a gateway killed before issuing', () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'gateway-restart-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const open = (fromDump: boolean): Promise<DatabaseHandle> =>
    openPglite({ dataDir: join(dir, 'db'), loadDataDir: fromDump ? new Blob([readFileSync(seededDumpPath)]) : undefined });

  it('issues the cards exactly once after a restart', async () => {
    let handle = await open(true);
    const order = await createPaidOrder(handle.db);
    await enqueueJob(handle.db, { kind: 'order.fulfil', uniqueKey: `order.fulfil:${order.orderId}`, payload: { orderId: order.orderId } });
    const [{ id: jobId }] = await handle.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uniqueKey, `order.fulfil:${order.orderId}`));
    await handle.close();

    // The first process claims the job and is killed while it works on it.
    const first = startGateway(dir);
    await first.waitForLog((l) => l['msg'] === 'job started' && l['jobId'] === jobId, 90_000);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await restartGateway(dir, jobId);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    handle = await open(false);
    try {
      const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job).toMatchObject({ status: 'DONE', lockedBy: null });
      expect(job.attempts).toBeGreaterThanOrEqual(2);
      const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row.status).toBe('COMPLETED');
      const ledger = await handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, order.orderId));
      expect(ledger).toHaveLength(5);
      expect(new Set(ledger.map((l) => l.idempotencyKey)).size).toBe(5);
      const mails = await handle.db.select().from(emailOutbox);
      expect(mails.filter((m) => m.idempotencyKey === `order-confirmation:${order.orderId}`)).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
