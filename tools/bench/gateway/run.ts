/**
 * Gateway benchmark: each server in its own process, autocannon from this one, results as a markdown table.
 *   npm run bench:gateway                      hot reads (front cache) vs plain node:http, on PGlite
 *   DATABASE_URL=postgres://… npm run bench:gateway   also uncached reads (POST, and GET by persisted hash with
 *     distinct variables so the front cache misses) vs node:http + the same SQL and vs a hand-written node:http + pg
 *     reader with a prepared statement (the answers are compared before measuring)
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the load; BENCH_ONLY=postgres measures the
 * PostgreSQL servers alone.
 */
import { deepStrictEqual } from 'node:assert/strict';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { runBench, startGateway as startBenchGateway } from '../support';
import { childrenCpuDelta, childrenCpuMs, processCpuMs } from './cpu-time';
import { productsGetPath, productsPersistedPath, productsPostBody } from './products-query';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const databaseUrl = process.env['DATABASE_URL'];
const postgresOnly = process.env['BENCH_ONLY'] === 'postgres';
const root = join(__dirname, '..', '..', '..');
const work = join(root, 'tmp', 'bench');
const children: ChildProcess[] = [];
/** The local PostgreSQL server's postmaster, whose backends' CPU is counted per request (0: not on this machine). */
let postmasterPid = 0;

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

/** BENCH_CPU_PROFILE=<dir>: the gateways write CPU profiles there when they exit. */
async function startGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const profile = process.env['BENCH_CPU_PROFILE'];
  const child = await startBenchGateway(port, env, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
  children.push(child);
  return child;
}

async function findPostmaster(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = readFileSync(`/proc/${rows[0].pid}/stat`, 'utf8');
    return Number(backend.slice(backend.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/**
 * `serverMs`, `postgresMs`, `loadMs`: CPU milliseconds per answered request of the server process, of PostgreSQL and
 * of autocannon (this process).
 */
interface Row { name: string; requests: number; p50: number; p99: number; errors: number; serverMs?: number; postgresMs?: number; loadMs: number }

interface LoadOptions {
  method?: 'GET' | 'POST';
  body?: string;
  server?: ChildProcess;
  /** A path per request (autocannon's setupRequest), e.g. distinct variables that miss the front cache. */
  pathOf?: () => string;
}

async function load(name: string, url: string, options: LoadOptions = {}): Promise<Row> {
  const { pathOf } = options;
  const request = {
    url,
    connections,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body, headers: { 'content-type': 'application/json' } } : {}),
    ...(pathOf ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathOf() }) }] } : {}),
  };
  await autocannon({ ...request, duration: 2 });
  const pid = options.server?.pid ?? 0;
  const before = { server: pid ? processCpuMs(pid) : 0, postgres: childrenCpuMs(postmasterPid), load: process.cpuUsage() };
  const result = await autocannon({ ...request, duration: seconds });
  const answered = result.requests.total || 1;
  const perRequest = (ms: number) => Math.round((ms / answered) * 100) / 100;
  const load = process.cpuUsage(before.load);
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    loadMs: perRequest((load.user + load.system) / 1000),
    ...(pid ? { serverMs: perRequest(processCpuMs(pid) - before.server) } : {}),
    ...(postmasterPid ? { postgresMs: perRequest(childrenCpuDelta(before.postgres, childrenCpuMs(postmasterPid))) } : {}),
  };
}

/** The hot read (front cache) beside plain node:http sending the same bytes, and the uncached read on PGlite. */
async function measureHotAndPglite(rows: Row[], ratios: string[]) {
  const gateway = await startGateway(4101, { DATA_DIR: join(work, 'data') });
  const hotUrl = `http://127.0.0.1:4101${productsGetPath()}`;
  const body = Buffer.from(await (await fetch(hotUrl)).arrayBuffer());
  if (!JSON.parse(body.toString()).data?.products?.products?.items?.length) throw new Error('the gateway did not answer products');
  writeFileSync(join(work, 'products.json'), body);
  const plainServer = await start('tools/bench/gateway/plain-server.ts', { PORT: '4102', BODY_FILE: join(work, 'products.json') });
  const plain = await load('plain node:http, same JSON', 'http://127.0.0.1:4102/', { server: plainServer });
  const hot = await load('gateway, hot read (GET, front cache)', hotUrl, { server: gateway });
  const pglite = await load('gateway, uncached read (POST, PGlite)', 'http://127.0.0.1:4101/graphql', { method: 'POST', body: productsPostBody(), server: gateway });
  rows.push(plain, hot, pglite);
  ratios.push(`hot read / plain node:http: ${((hot.requests / plain.requests) * 100).toFixed(0)} % (target ≥ 50 %)`);
}

async function main() {
  mkdirSync(work, { recursive: true });
  const rows: Row[] = [];
  const ratios: string[] = [];
  if (!postgresOnly) await measureHotAndPglite(rows, ratios);

  if (databaseUrl) {
    postmasterPid = await findPostmaster(databaseUrl);
    const gateway = await startGateway(4103, { DATABASE_URL: databaseUrl });
    const sameSqlServer = await start('tools/bench/gateway/plain-sql-server.ts', { PORT: '4104', DATABASE_URL: databaseUrl });
    const reader = await start('tools/bench/gateway/prepared-reader.ts', { PORT: '4105', DATABASE_URL: databaseUrl });
    const post = async (url: string, body: string) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).text();
    // The document is sent once with its hash, as the browser's client does when the gateway does not know it yet.
    await fetch(`http://127.0.0.1:4103${productsPersistedPath({ withDocument: true })}`);
    let variant = 0;
    const answers = {
      gateway: await post('http://127.0.0.1:4103/graphql', productsPostBody()),
      persisted: await (await fetch(`http://127.0.0.1:4103${productsPersistedPath({ variant: variant++ })}`)).text(),
      sameSql: await post('http://127.0.0.1:4104/', '{}'),
      prepared: await post('http://127.0.0.1:4105/', '{}'),
    };
    deepStrictEqual(JSON.parse(answers.sameSql), JSON.parse(answers.gateway), 'node:http + same SQL answers other JSON');
    deepStrictEqual(JSON.parse(answers.prepared), JSON.parse(answers.gateway), 'the prepared reader answers other JSON');
    deepStrictEqual(JSON.parse(answers.persisted), JSON.parse(answers.gateway), 'the GET by hash answers other JSON');
    const others = [answers.prepared, answers.sameSql, answers.persisted];
    const sameBytes = others.every((answer) => answer === answers.gateway);
    const sqlPlain = await load('plain node:http + same SQL (PostgreSQL)', 'http://127.0.0.1:4104/', { method: 'POST', body: '{}', server: sameSqlServer });
    const prepared = await load('hand-written node:http + pg, prepared (PostgreSQL)', 'http://127.0.0.1:4105/', { method: 'POST', body: '{}', server: reader });
    const sqlGateway = await load('gateway, uncached read (POST, PostgreSQL)', 'http://127.0.0.1:4103/graphql', { method: 'POST', body: productsPostBody(), server: gateway });
    const hashName = 'gateway, uncached read (GET by persisted hash, front cache missed, PostgreSQL)';
    const hashGateway = await load(hashName, 'http://127.0.0.1:4103/graphql', {
      server: gateway,
      pathOf: () => productsPersistedPath({ variant: variant++ }),
    });
    rows.push(sqlPlain, prepared, sqlGateway, hashGateway);
    ratios.push(`answers of the PostgreSQL servers: equal JSON${sameBytes ? ', byte for byte' : ''}`);
    ratios.push(`uncached on PostgreSQL / node:http + same SQL: ${((sqlGateway.requests / sqlPlain.requests) * 100).toFixed(0)} %`);
    const ofReader = (row: Row) => `${((row.requests / prepared.requests) * 100).toFixed(0)} % (target ≥ 80 %)`;
    ratios.push(`uncached POST on PostgreSQL / hand-written prepared reader: ${ofReader(sqlGateway)}`);
    ratios.push(`uncached GET by hash on PostgreSQL / hand-written prepared reader: ${ofReader(hashGateway)}`);
  }

  const lines = [
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${connections} connections, ${seconds} s per run after 2 s warm-up; products query, 16 items.`,
    '',
    '| server | req/s | p50 ms | p99 ms | errors | CPU ms/req: server | PostgreSQL | autocannon |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.serverMs ?? ''} | ${r.postgresMs ?? ''} | ${r.loadMs} |`),
    '',
    ...ratios.map((r) => `- ${r}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

runBench(main, children);
