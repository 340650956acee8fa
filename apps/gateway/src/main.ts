import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseLockedError, openDatabase } from '@giftshop/gateway-db';
import { createGatewayLogger } from '@giftshop/gateway-http';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, pinHasherOf, type GatewayConfig } from './config';
import { createApp } from './app';
import { JOBS_ROLE_VARIABLE, runPrimary } from './cluster';
import { loadStores } from './load-stores';
import { createWorkers } from './workers';

/** The process of a JOBS_PROCESS gateway that runs jobs and the outbox and serves no HTTP. */
async function runJobsProcess(config: GatewayConfig, log: Logger) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const stores = await loadStores(database.db, config);
  const workers = createWorkers(database.db, stores, log, config, pinHasherOf(config));
  workers.start();
  log.info({ pid: process.pid, database: database.kind, at: database.location }, 'jobs process started');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    void workers.stop().then(() => database.close()).then(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  const log = createGatewayLogger(config.LOG_LEVEL);
  if ((config.GATEWAY_PROCESSES > 1 || config.JOBS_PROCESS) && cluster.isPrimary) return runPrimary(config, log);
  if (process.env[JOBS_ROLE_VARIABLE] === 'jobs') return runJobsProcess(config, log);
  const { gateway, database, workers } = await createApp(config, log);
  const server = createServer((req, res) => gateway.handle(req, res));
  server.keepAliveTimeout = 65_000;
  server.listen(config.GATEWAY_PORT, config.GATEWAY_HOST, () => {
    const { port } = server.address() as AddressInfo;
    log.info({ url: `http://${config.GATEWAY_HOST}:${port}/graphql`, pid: process.pid, database: database.kind, at: database.location }, 'gateway listening');
  });
  if (config.JOBS_ENABLED) workers.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    server.close(() => void workers.stop().then(() => database.close()).then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseLockedError;
  process.stderr.write(`${known ? (error as Error).message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
