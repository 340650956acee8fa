/**
 * Gateway benchmark: each server in its own process, autocannon from this one, results as a markdown table.
 *   npm run bench:gateway                      hot reads (front cache) vs plain node:http, on PGlite
 *   DATABASE_URL=postgres://… npm run bench:gateway   also uncached reads vs node:http + the same SQL
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the load.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_PRODUCTION_ENV, runBench } from '../support';
import { productsGetPath, productsPostBody } from './products-query';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const databaseUrl = process.env['DATABASE_URL'];
const root = join(__dirname, '..', '..', '..');
const work = join(root, 'tmp', 'bench');
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(root, script), [], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function startGateway(port: number, env: Record<string, string>) {
  const child = fork(join(root, 'apps/gateway/src/main.ts'), [], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...BENCH_PRODUCTION_ENV, GATEWAY_PORT: String(port), ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/readyz`);
}

interface Row { name: string; requests: number; p50: number; p99: number; errors: number }

async function load(name: string, url: string, options: { method?: 'GET' | 'POST'; body?: string } = {}): Promise<Row> {
  const request = { url, connections, method: options.method ?? 'GET', ...(options.body ? { body: options.body, headers: { 'content-type': 'application/json' } } : {}) };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: seconds });
  return { name, requests: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  mkdirSync(work, { recursive: true });
  const rows: Row[] = [];

  await startGateway(4101, { DATA_DIR: join(work, 'data') });
  const hotUrl = `http://127.0.0.1:4101${productsGetPath()}`;
  const body = Buffer.from(await (await fetch(hotUrl)).arrayBuffer());
  if (!JSON.parse(body.toString()).data?.products?.products?.items?.length) throw new Error('the gateway did not answer products');
  writeFileSync(join(work, 'products.json'), body);
  await start('tools/bench/gateway/plain-server.ts', { PORT: '4102', BODY_FILE: join(work, 'products.json') });
  const plain = await load('plain node:http, same JSON', 'http://127.0.0.1:4102/');
  const hot = await load('gateway, hot read (GET, front cache)', hotUrl);
  const pglite = await load('gateway, uncached read (POST, PGlite)', 'http://127.0.0.1:4101/graphql', { method: 'POST', body: productsPostBody() });
  rows.push(plain, hot, pglite);
  const ratios = [`hot read / plain node:http: ${((hot.requests / plain.requests) * 100).toFixed(0)} % (target ≥ 50 %)`];

  if (databaseUrl) {
    await startGateway(4103, { DATABASE_URL: databaseUrl });
    await start('tools/bench/gateway/plain-sql-server.ts', { PORT: '4104', DATABASE_URL: databaseUrl });
    const sqlPlain = await load('plain node:http + same SQL (PostgreSQL)', 'http://127.0.0.1:4104/', { method: 'POST', body: '{}' });
    const sqlGateway = await load('gateway, uncached read (POST, PostgreSQL)', 'http://127.0.0.1:4103/graphql', { method: 'POST', body: productsPostBody() });
    rows.push(sqlPlain, sqlGateway);
    ratios.push(`uncached on PostgreSQL / node:http + same SQL: ${((sqlGateway.requests / sqlPlain.requests) * 100).toFixed(0)} % (target ≥ 80 %)`);
  }

  const lines = [
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${connections} connections, ${seconds} s per run after 2 s warm-up; products query, 16 items.`,
    '',
    '| server | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
    ...ratios.map((r) => `- ${r}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

runBench(main, children);
