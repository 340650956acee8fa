/**
 * Soak benchmark: concurrent shoppers against one gateway process for a minute, as at a December peak — browse 60 %
 * (a server-rendered storefront page: the shell's query beside the page's), buy 30 % (addToCart, placeOrder, the
 * sandbox's signed paid webhook), balance check 10 % (captcha, CheckBalance). Reports per step answers, errors,
 * timeouts, p50/p99; /healthz answer times on new connections during the run; orders paid and cards issued per
 * second; the card e-mail delay after payment (ledger and outbox, read after a drain).
 *   npm run bench:soak                              embedded database (PGlite, a fresh data directory)
 *   DATABASE_URL=postgres://… npm run bench:soak    PostgreSQL (migrated and seeded when empty)
 * BENCH_CLIENTS (default 200), BENCH_SECONDS (default 60, at most 600), BENCH_PORT (default 4113),
 * BENCH_TIMEOUT_MS (default 10000): a request unanswered this long counts as a timeout,
 * BENCH_DRAIN_SECONDS (default 30, at most 300): the gateway keeps issuing and sending after the load stops,
 * BENCH_CARDS (default 1000): cards issued for balance checks, each checked at most a few times (per-card limit),
 * BENCH_THINK_MS (default 2000): a shopper's pause after each step, drawn uniformly from half to one and a half
 * times this (0: no pause, the closed loop of issue 16's first soak),
 * BENCH_RAMP_SECONDS (default 10): shoppers arrive spread over this time before the measured part begins, as they do
 * on a real site (all 200 starting in the same millisecond would measure that one burst),
 * BENCH_BROWSE (default get): page views read their queries by GET, as the storefront does, through the gateway's
 * front cache; `post` sends them past it,
 * GATEWAY_PROCESSES, JOBS_PROCESS (PostgreSQL only): passed to the gateway.
 * The gateway listens on 127.0.0.1; the run stops by itself.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, startGateway, BENCH_PRODUCTION_ENV } from '../support';
import { openPglite, openPostgres, type DatabaseHandle } from '@giftshop/gateway-db';
import { readDelivery } from './delivery';
import { browse, buy, checkBalance, type SoakClient } from './journeys';
import { discoverCatalogue, issueBalanceCards, PIN } from './setup';
import { probeHealth } from './health';
import { report } from './report';
import { Steps } from './steps';

const databaseUrl = process.env['DATABASE_URL'];
const clients = Number(process.env['BENCH_CLIENTS'] ?? 200);
const seconds = Math.min(Number(process.env['BENCH_SECONDS'] ?? 60), 600);
const port = Number(process.env['BENCH_PORT'] ?? 4113);
const timeoutMs = Number(process.env['BENCH_TIMEOUT_MS'] ?? 10_000);
const drainSeconds = Math.min(Number(process.env['BENCH_DRAIN_SECONDS'] ?? 30), 300);
const cardCount = Number(process.env['BENCH_CARDS'] ?? 1000);
const thinkMs = Number(process.env['BENCH_THINK_MS'] ?? 2000);
const rampSeconds = Math.min(Number(process.env['BENCH_RAMP_SECONDS'] ?? 10), 120);
const work = join(root, 'tmp', 'bench-soak');
const pinPepper = BENCH_PRODUCTION_ENV['PIN_PEPPER'] ?? 'bench-pin-pepper-not-for-production';
const webhookSecret = BENCH_PRODUCTION_ENV['PAYMENT_WEBHOOK_SECRET'];
const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded, worker thread)';

const STEP_ORDER = [
  'shell',
  'home',
  'productList',
  'category',
  'productDetail',
  'search',
  'addToCart',
  'placeOrder',
  'webhook',
  'captcha',
  'balanceCheck',
  'healthz',
];

const openBenchDatabase = (): Promise<DatabaseHandle> =>
  databaseUrl ? openPostgres(databaseUrl, { max: 2 }) : openPglite({ dataDir: join(work, 'db') });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Migrates and seeds (npm run seed), then issues the balance-check cards, before the gateway holds the database. */
async function prepareDatabase(): Promise<string[]> {
  const env = { ...process.env, DATA_DIR: work, PIN_PEPPER: pinPepper };
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'tools/seed/src/cli.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (${seeded.status})`);
  const handle = await openBenchDatabase();
  try {
    return await issueBalanceCards(handle.db, { count: cardCount, pinPepper });
  } finally {
    await handle.close();
  }
}

async function stop(gateway: ChildProcess) {
  if (gateway.exitCode !== null || gateway.signalCode !== null) return;
  const exited = once(gateway, 'exit');
  gateway.kill('SIGTERM');
  await exited;
}

async function main() {
  if (!databaseUrl) rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const balanceCards = await prepareDatabase();
  const processes = Object.fromEntries(
    ['GATEWAY_PROCESSES', 'JOBS_PROCESS'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name] as string]] : [],
    ),
  );
  const gateway = await startGateway(port, {
    ...processes,
    GATEWAY_HOST: '127.0.0.1',
    DATA_DIR: work,
    MAIL_DIR: join(work, 'mail'),
    SEED: 'false',
    PIN_PEPPER: pinPepper,
    CAPTCHA_MAX_NUMBER: '1000',
  });
  // Bounded whatever happens: the gateway is killed and the run ends well after its planned end.
  const limit = setTimeout(
    () => {
      gateway.kill('SIGKILL');
      console.error('The soak ran past its time limit.');
      process.exit(1);
    },
    (seconds + drainSeconds + 600) * 1000,
  );
  limit.unref();
  try {
    const base = `http://127.0.0.1:${port}`;
    const catalogue = {
      ...(await discoverCatalogue(base)),
      balanceCards,
      pin: PIN,
    };
    const steps = new Steps();
    let warm = true;
    const think = async () => {
      if (!warm && thinkMs) await sleep(thinkMs * (0.5 + Math.random()));
    };
    const client: SoakClient = {
      base,
      timeoutMs,
      webhookSecret,
      steps,
      paid: new Map(),
      think,
    };
    const journeys = [browse, buy, checkBalance];
    await Promise.all(journeys.flatMap((journey) => [0, 1].map(() => journey(client, catalogue))));
    steps.clear();
    client.paid.clear();
    warm = false;

    const since = new Date();
    const arrivals = performance.now();
    const measuredFrom = arrivals + rampSeconds * 1000;
    const deadline = measuredFrom + seconds * 1000;
    const health = probeHealth(port, timeoutMs, steps);
    // What was answered while shoppers were still arriving is not measured.
    const ramp = sleep(rampSeconds * 1000).then(() => {
      steps.clear();
      client.paid.clear();
    });
    await Promise.all(
      Array.from({ length: clients }, async () => {
        await sleep(Math.random() * rampSeconds * 1000);
        while (performance.now() < deadline) {
          const r = Math.random();
          await (r < 0.6 ? browse : r < 0.9 ? buy : checkBalance)(client, catalogue).catch(() => undefined);
          await think();
        }
      }),
    );
    await ramp;
    const elapsed = (performance.now() - measuredFrom) / 1000;
    const runEnd = Date.now();
    await health.stop();
    await sleep(drainSeconds * 1000);
    await stop(gateway);

    const measuredAt = Date.now();
    const handle = await openBenchDatabase();
    const delivery = await readDelivery(handle.db, client.paid, since, runEnd, measuredAt).finally(() =>
      handle.close(),
    );
    const mix = 'browse 60 %, buy 30 %, balance check 10 %';
    const pause = thinkMs ? `think time ${thinkMs / 2}–${(thinkMs * 3) / 2} ms after each step` : 'no think time';
    const shape =
      Object.entries(processes)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ') || 'one process';
    console.log(
      `\nSoak: ${clients} shoppers for ${elapsed.toFixed(0)} s on ${databaseName} (${shape}); ${mix}; ${pause}; ` +
        `timeout ${timeoutMs} ms\n`,
    );
    console.log(
      report({
        steps,
        order: STEP_ORDER,
        seconds: elapsed,
        since: measuredFrom,
        paid: client.paid.size,
        delivery,
        drainSeconds,
      }),
    );
  } finally {
    await stop(gateway);
    clearTimeout(limit);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
