import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from '@giftshop/gateway-db';
import { isDatabaseEmpty, seedDatabase } from '@giftshop/seed';
import type { Logger } from 'pino';
import { pinHasherOf, type GatewayConfig } from './config';
import { loadStores } from './load-stores';
import { storePaymentProviders } from './payments-config';

/** A process that dies within this long of its start is replaced only after RESTART_DELAY_MS, so a fault that persists does not spin. */
const MIN_UPTIME_MS = 5_000;
const RESTART_DELAY_MS = 2_000;

/** Set by the primary on the process that runs jobs and the outbox and serves no HTTP (JOBS_PROCESS). */
export const JOBS_ROLE_VARIABLE = 'GATEWAY_ROLE';

/**
 * The primary of a multi-process gateway (GATEWAY_PROCESSES > 1 or JOBS_PROCESS): migrates and seeds the database
 * once, then forks the HTTP processes, which share the port (node:cluster) and all state through PostgreSQL, and
 * with JOBS_PROCESS one process for jobs and the outbox (the HTTP processes then run none). A process that exits is
 * replaced by one of its kind; SIGTERM/SIGINT stop every process gracefully.
 */
export async function runPrimary(config: GatewayConfig, log: Logger) {
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.SEED && (await isDatabaseEmpty(handle.db))) {
    log.info(await seedDatabase(handle.db, { pins: pinHasherOf(config) }), 'seeded an empty database');
  }
  // Checked here too, so a build key no store has stops the gateway instead of every process failing in turn.
  try {
    storePaymentProviders(config, await loadStores(handle.db, config));
  } finally {
    await handle.close();
  }

  let stopping = false;
  const started = new Map<Worker, { at: number; env: Record<string, string> }>();
  const fork = (env: Record<string, string>) => started.set(cluster.fork({ SEED: 'false', ...env }), { at: Date.now(), env });
  const http: Record<string, string> = config.JOBS_PROCESS ? { JOBS_ENABLED: 'false' } : {};
  for (let i = 0; i < config.GATEWAY_PROCESSES; i++) fork(http);
  if (config.JOBS_PROCESS) fork({ [JOBS_ROLE_VARIABLE]: 'jobs' });

  cluster.on('exit', (worker, code, signal) => {
    const { at, env } = started.get(worker) ?? { at: 0, env: http };
    const uptime = Date.now() - at;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'gateway process exited');
    setTimeout(() => stopping || fork(env), uptime < MIN_UPTIME_MS ? RESTART_DELAY_MS : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    for (const worker of started.keys()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
