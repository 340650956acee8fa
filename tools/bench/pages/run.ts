/**
 * Storefront page benchmark: the GCUK storefront's production build (render cache on, and off) against a plain
 * node:http server sending the same bytes and headers, side by side in one run, on home, product list and product
 * detail. Each server runs in its own process; autocannon loads them from this one as a browser asks (brotli).
 *   BUILD_KEY=GCUK NODE_ENV=production npx nx run gcuk:build && npm run bench:pages
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the load.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, runBench, startGateway } from '../support';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const work = join(root, 'tmp', 'bench-pages');
const children: ChildProcess[] = [];
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile' };
const PAGES = [
  ['home', '/'],
  ['product list', '/gift-cards/'],
  ['product detail', '/gift-cards/choice-gift-card/'],
] as const;

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function startStorefront(port: number, gatewayPort: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['apps/gcuk/server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', BUILD_KEY: 'GCUK', STOREFRONT_PORT: String(port), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/robots.txt`);
}

function startPlain(port: number, bodyFile: string, headersFile: string): Promise<void> {
  const child = fork(join(__dirname, 'plain-page-server.ts'), [], {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, HEADERS_FILE: headersFile },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`plain server exited with ${code}`)));
  });
}

/** The exact bytes and headers a browser gets (fetch() would decompress the body). */
function rawGet(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

interface Row { page: string; server: string; requests: number; p50: number; p99: number; errors: number; bytes: number }

async function load(page: string, server: string, url: string): Promise<Row> {
  const request = { url, connections, headers: BROWSER };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: seconds });
  return { page, server, requests: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)) };
}

async function main() {
  if (!existsSync(join(root, 'dist/apps/gcuk/GCUK/server/index.js'))) throw new Error('Build GCUK first: BUILD_KEY=GCUK NODE_ENV=production npx nx run gcuk:build');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  children.push(await startGateway(4121, { DATA_DIR: join(work, 'data') }));
  await startStorefront(3121, 4121);
  await startStorefront(3122, 4121, { RENDER_CACHE_MB: '0' });

  const rows: Row[] = [];
  const ratios: string[] = [];
  for (const [index, [name, path]] of PAGES.entries()) {
    const cached = `http://127.0.0.1:3121${path}`;
    await rawGet(cached);
    const { status, headers: received, body } = await rawGet(cached);
    if (status !== 200 || received['content-encoding'] !== 'br' || received['x-render-cache'] !== 'HIT') throw new Error(`${path} answered ${status} ${received['content-encoding']} ${received['x-render-cache']}`);
    const dropped = ['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding', 'x-request-id', 'age', 'x-render-cache'];
    const headers = Object.fromEntries(Object.entries(received).filter(([key]) => !dropped.includes(key)));
    writeFileSync(join(work, `${index}.body`), body);
    writeFileSync(join(work, `${index}.headers.json`), JSON.stringify(headers));
    const plainPort = 4130 + index;
    await startPlain(plainPort, join(work, `${index}.body`), join(work, `${index}.headers.json`));
    const plain = await load(name, 'plain node:http, same bytes', `http://127.0.0.1:${plainPort}/`);
    const storefront = await load(name, 'storefront, render cache', cached);
    const rendered = await load(name, 'storefront, rendering every request', `http://127.0.0.1:3122${path}`);
    rows.push(plain, storefront, rendered);
    ratios.push(`${name}: render cache ${((storefront.requests / plain.requests) * 100).toFixed(0)} % of plain node:http (target ≥ 50 %); rendering every request ${((rendered.requests / plain.requests) * 100).toFixed(1)} %`);
  }

  const lines = [
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${connections} connections, ${seconds} s per run after 2 s warm-up; brotli, as browsers ask.`,
    '',
    '| page | server | req/s | p50 ms | p99 ms | bytes | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.page} | ${r.server} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.errors} |`),
    '',
    ...ratios.map((r) => `- ${r}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

runBench(main, children);
