import cluster, { type Worker } from 'node:cluster';
import { getPriority, setPriority } from 'node:os';
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
 * With JOBS_PROCESS the HTTP processes run this much nicer than the primary and the jobs process. It changes nothing
 * while there is CPU to spare; on a saturated machine the scheduler runs card issuing and e-mails before new
 * requests, so cards go out at the pace orders are paid instead of piling up until the peak ends (at equal priority
 * two HTTP processes left one jobs process 600–960 issuing jobs behind after a 20-second peak; docs/performance.md).
 */
export const HTTP_NICENESS_BESIDE_JOBS = 5;

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
  const http: Record<string, string> = config.JOBS_PROCESS ? { JOBS_ENABLED: 'false' } : {};
  const fork = (env: Record<string, string>) => {
    const worker = cluster.fork({ SEED: 'false', ...env });
    started.set(worker, { at: Date.now(), env });
    if (config.JOBS_PROCESS && !env[JOBS_ROLE_VARIABLE]) nicer(worker, log);
  };
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

/** Lowers an HTTP process's scheduling priority (HTTP_NICENESS_BESIDE_JOBS); a refusal leaves it as it was. */
function nicer(worker: Worker, log: Logger) {
  const pid = worker.process.pid;
  if (pid === undefined) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + HTTP_NICENESS_BESIDE_JOBS));
  } catch (error) {
    log.warn({ pid, error: (error as Error).message }, 'could not lower the priority of an HTTP process');
  }
}
