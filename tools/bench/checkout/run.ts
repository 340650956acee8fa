/**
 * Checkout benchmark: concurrent shoppers each fill a cart, place it and have it paid by a signed sandbox webhook,
 * against a gateway process on PostgreSQL. Prints throughput and latency per step as a markdown table.
 *   DATABASE_URL=postgres://… npm run bench:checkout
 * BENCH_CLIENTS (default 50), BENCH_SECONDS (default 20, at most 120), BENCH_PORT (default 4111),
 * BENCH_THINK_MS (default 0): each shopper's pause before every step, as a person reading the page would take;
 * 0 sends the next request as soon as the last one is answered (the gateway's capacity).
 * BENCH_PROCESSES (default 1): gateway HTTP processes (GATEWAY_PROCESSES).
 * BENCH_JOBS_PROCESS=true: issuing and e-mail in a process of their own beside the HTTP process(es) (JOBS_PROCESS).
 * BENCH_JOBS=false keeps the job worker (issuing, e-mails) out of the gateway while measuring.
 * The gateway answers the paid webhook before it issues (a job): with the job worker on, its rate is the checkouts
 * paid in the window over the window plus the time the issuing and e-mail backlog left at its end takes to drain,
 * printed beside the cards and e-mails delivered per second during the window.
 * BENCH_OPEN_LOOP (default true): then an open loop against the gateway for BENCH_SECONDS: checkouts arrive at a
 * fixed average rate (Poisson), half the capacity just measured or BENCH_RATE a second, and each step's p50 and p99
 * are printed (issue 16's target: p99 ≤ 100 ms per step at half of the capacity).
 * BENCH_FLOOR (default true): first the same steps against floor-server.ts (plain node:http + pg, one round trip per
 * step, the same rows and the same PIN hashing), then the gateway, in one run; the gateway's share of the floor is
 * printed at the end. BENCH_FLOOR_MAIL=true: the floor also writes the card e-mail and the buyer's confirmation of
 * each order as files (FLOOR_MAIL_DIR), as the gateway's rate counts a checkout only when both are out.
 * BENCH_ROUNDS (default 3, at most 10): floor and gateway windows alternate this many times; the median round is the
 * figure (and half of its rate the open loop's).
 */
import { fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_PRODUCTION_ENV, percentile, printSteps, root, startGateway } from '../support';
import { cpus } from 'node:os';
import { postgresPid, processTreeCpuMs } from './cpu';
import { countDelivery, drainSeconds } from './delivery';
import { openLoop } from './open-loop';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '@giftshop/gateway-order-payments';

const databaseUrl = process.env['DATABASE_URL'];
const clients = Number(process.env['BENCH_CLIENTS'] ?? 50);
const seconds = Math.min(Number(process.env['BENCH_SECONDS'] ?? 20), 120);
const port = Number(process.env['BENCH_PORT'] ?? 4111);
const jobs = process.env['BENCH_JOBS'] !== 'false';
const thinkMs = Number(process.env['BENCH_THINK_MS'] ?? 0);
const processes = Number(process.env['BENCH_PROCESSES'] ?? 1);
const jobsProcess = process.env['BENCH_JOBS_PROCESS'] === 'true';
const work = join(root, 'tmp', 'bench-checkout');
const floorMailDir = join(work, 'floor-mail');
const base = `http://127.0.0.1:${port}`;
const userData = { language: 'en', storeID: 48, countryCode: 'GB' };

const ADD = `mutation Add($u: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $u, input: $input) { order { id version } errors { code message } } }`;
const PLACE = `mutation Place($u: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $u, input: $input) { orderUuid redirectUrl errors { code message } } }`;
const PRODUCTS = `query P($u: UserDataInput!) { products(userData: $u, filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 50 }) {
  products { items { ... on GiftCardProduct { thirdPartyPlatform variations { id variationType config { pricesToShow { minorUnits } } } } } } } }`;
const billingAddress = { firstName: 'Bench', lastName: 'Shopper', email: 'bench@example.com', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '1', street: 'Bench Street', city: 'London', phoneNumber: '+44 7700 900123' };

type Step = 'addToCart' | 'placeOrder' | 'webhook';
/** Per step, and per checkout: the three steps' answer times added up (pauses not counted). */
let latencies: Record<Step | 'checkout', number[]> = { addToCart: [], placeOrder: [], webhook: [], checkout: [] };
let errors: string[] = [];
const floor = process.env['BENCH_FLOOR'] !== 'false';
const floorMail = process.env['BENCH_FLOOR_MAIL'] === 'true';
const rounds = Math.max(1, Math.min(Number(process.env['BENCH_ROUNDS'] ?? 3), 10));
const median = (values: number[]) => percentile(values, 50);
const floorBase = `http://127.0.0.1:${port + 1}`;

const pause = () => (thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : Promise.resolve());

async function timed<T>(step: Step, spent: { ms: number }, call: () => Promise<T>): Promise<T> {
  await pause();
  const started = performance.now();
  const result = await call();
  const ms = performance.now() - started;
  latencies[step].push(ms);
  spent.ms += ms;
  return result;
}

async function graphql(cookie: { value: string }, query: string, variables: object) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', ...(cookie.value ? { cookie: cookie.value } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  // The gateway runs in production mode: its session cookie is __Host-gs_session.
  const set = response.headers.getSetCookie().find((c) => /^(__Host-)?gs_session=/.test(c));
  if (set) cookie.value = set.split(';', 1)[0];
  return (await response.json()) as { data?: Record<string, { errors?: { message: string }[] } & Record<string, unknown>>; errors?: { message: string }[] };
}

/** One shopper's checkout: add a card, place the order, the provider reports it paid. */
async function checkout(card: { variationId: string; amount: number }) {
  const cookie = { value: '' };
  const spent = { ms: 0 };
  const added = await timed('addToCart', spent, () =>
    graphql(cookie, ADD, { u: userData, input: { variationId: card.variationId, amount: card.amount, deliveryType: 'DIGITAL', receivers: [{ firstName: 'Ann', email: 'ann@example.com', confirmEmail: 'ann@example.com' }] } }),
  );
  if (!added.data?.addToCart || added.data.addToCart.errors?.length || added.errors) throw new Error(`addToCart: ${JSON.stringify(added.errors ?? added.data?.addToCart?.errors)}`);
  // The cart as the add answered it: placing names its id and version, as the storefront's checkout does.
  const cart = added.data.addToCart['order'] as { id: string; version: number };
  const input = { orderUuid: cart.id, cartVersion: cart.version, customerType: 'PRIVATE', billingAddress, termsAccepted: true, paymentMethod: 'visa' };
  const placed = await timed('placeOrder', spent, () => graphql(cookie, PLACE, { u: userData, input }));
  const redirectUrl = placed.data?.placeOrder?.['redirectUrl'] as string | undefined;
  if (!redirectUrl) throw new Error(`placeOrder: ${JSON.stringify(placed.errors ?? placed.data?.placeOrder?.errors)}`);
  const paymentId = redirectUrl.split('/')[3];
  const body = JSON.stringify({ id: `${paymentId}:paid`, type: 'payment.updated', paymentId, outcome: 'paid', createdAt: new Date().toISOString() });
  const paid = await timed('webhook', spent, () =>
    fetch(`${base}/payments/webhooks/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(body, BENCH_PRODUCTION_ENV['PAYMENT_WEBHOOK_SECRET']) }, body }),
  );
  if (!paid.ok) throw new Error(`webhook: ${paid.status}`);
  await paid.arrayBuffer();
  latencies.checkout.push(spent.ms);
}

async function postJson(cookie: { value: string }, url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie.value ? { cookie: cookie.value } : {}), ...headers }, body: JSON.stringify(body) });
  const set = response.headers.getSetCookie()[0];
  if (set) cookie.value = set.split(';', 1)[0];
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The same shopper against the floor server. */
async function floorCheckout(card: { variationId: string; amount: number }) {
  const cookie = { value: '' };
  const spent = { ms: 0 };
  const cart = await timed('addToCart', spent, () => postJson(cookie, `${floorBase}/add`, { variationId: Number(card.variationId), amount: card.amount, firstName: 'Ann', email: 'ann@example.com' }));
  const placed = await timed('placeOrder', spent, () => postJson(cookie, `${floorBase}/place`, { orderUuid: cart['id'], cartVersion: cart['version'], billingAddress }));
  const paymentId = (placed['redirectUrl'] as string).split('/')[3];
  const body = JSON.stringify({ id: `${paymentId}:paid`, type: 'payment.updated', paymentId, outcome: 'paid', createdAt: new Date().toISOString() });
  const paid = await timed('webhook', spent, () =>
    fetch(`${floorBase}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(body, BENCH_PRODUCTION_ENV['PAYMENT_WEBHOOK_SECRET']) }, body }),
  );
  if (!paid.ok) throw new Error(`webhook: ${paid.status}`);
  if (((await paid.json()) as { issued: number }).issued !== 1) throw new Error('webhook: no card issued');
  latencies.checkout.push(spent.ms);
}

function startFloor(): Promise<{ stop: () => void; pid: number }> {
  const child = fork(join(__dirname, 'floor-server.ts'), [], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...BENCH_PRODUCTION_ENV,
      PORT: String(port + 1),
      DATABASE_URL: databaseUrl,
      ...(floorMail ? { FLOOR_MAIL_DIR: floorMailDir } : {}),
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ stop: () => child.kill('SIGTERM'), pid: child.pid as number }));
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
}

/** Warms up, then runs `clients` shoppers in a loop for `seconds`; prints the steps and answers checkouts per second. */
async function measure(title: string, shop: (card: { variationId: string; amount: number }) => Promise<void>, card: { variationId: string; amount: number }, serverPid: number, drain = false) {
  await Promise.all(Array.from({ length: Math.min(clients, 10) }, () => shop(card)));
  // The warm-up's cards are issued before the window opens, so they are not counted in it.
  if (drain) await drainSeconds(databaseUrl as string);
  latencies = { addToCart: [], placeOrder: [], webhook: [], checkout: [] };
  errors = [];
  const cpu = await cpuSnapshot(serverPid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        await shop(card).catch((error: Error) => errors.push(error.message));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const window = { from: new Date(Date.now() - elapsed * 1000), to: new Date() };
  console.log(`\n${title}: ${clients} concurrent shoppers for ${seconds} s on PostgreSQL, pause ${thinkMs} ms\n`);
  printSteps(latencies, elapsed);
  console.log(`\nerrors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  return { paid: latencies.checkout.length, elapsed, window, cpu };
}

/** The gateway under checkouts arriving at `rate` a second, whatever its answers (open-loop.ts). */
async function measureOpenLoop(rate: number, card: { variationId: string; amount: number }) {
  if (jobs) await drainSeconds(databaseUrl as string);
  latencies = { addToCart: [], placeOrder: [], webhook: [], checkout: [] };
  const started = performance.now();
  const result = await openLoop(rate, seconds, () => checkout(card));
  const elapsed = (performance.now() - started) / 1000;
  console.log(`\nGateway, open loop: checkouts arriving at ${rate.toFixed(1)} a second (Poisson) for ${seconds} s\n`);
  printSteps(latencies, elapsed);
  const failed = result.errors.length + result.unfinished;
  console.log(
    `\nstarted ${result.started}, finished ${result.finished}, errors ${failed}` +
      `${result.errors.length ? ` (first: ${result.errors[0]})` : ''}${result.unfinished ? `, ${result.unfinished} unfinished 30 s after the window` : ''}`,
  );
}

type CpuSnapshot = { server: number; postgres: number; client: number };
let postgresRoot: number | null | undefined;

/** CPU time so far (ms) of the server measured (with its child processes), PostgreSQL (when local) and this process. */
async function cpuSnapshot(serverPid: number): Promise<CpuSnapshot & { serverPid: number }> {
  postgresRoot ??= await postgresPid(databaseUrl as string);
  const own = process.cpuUsage();
  return { serverPid, server: processTreeCpuMs(serverPid), postgres: postgresRoot ? processTreeCpuMs(postgresRoot) : 0, client: (own.user + own.system) / 1000 };
}

/**
 * CPU per checkout since `from`: on a shared machine the rate moves with the other work, the CPU each checkout costs
 * much less. Their sum bounds the rate this machine's cores could reach with nothing else running.
 */
async function printCpu(from: CpuSnapshot & { serverPid: number }, checkouts: number) {
  const to = await cpuSnapshot(from.serverPid);
  const per = (key: keyof CpuSnapshot) => (to[key] - from[key]) / checkouts;
  const sum = per('server') + per('postgres') + per('client');
  console.log(
    `CPU per checkout: server ${per('server').toFixed(2)} ms, PostgreSQL ${postgresRoot ? per('postgres').toFixed(2) : '?'} ms, ` +
      `load generator ${per('client').toFixed(2)} ms; together ${sum.toFixed(2)} ms, at most ${((cpus().length * 1000) / sum).toFixed(0)} checkouts/s on ${cpus().length} cores`,
  );
}

/**
 * The gateway answers the paid webhook once the payment is recorded and its issuing job queued; the cards and
 * e-mails follow. So its rate counts a checkout as done when everything it caused was delivered: the paid orders
 * over the window plus the time the backlog left at its end took to drain.
 */
async function deliveredRate(run: { paid: number; elapsed: number; window: { from: Date; to: Date }; cpu: CpuSnapshot & { serverPid: number } }) {
  const counted = await countDelivery(databaseUrl as string, run.window.from, run.window.to);
  const per = (n: number) => (n / run.elapsed).toFixed(1);
  console.log(
    `issued during the window: ${per(counted.cardsIssued)} cards/s, ${per(counted.cardEmailsSent)} card e-mails/s, ` +
      `${per(counted.confirmationsSent)} confirmations/s; left at its end: ${counted.backlog.jobs} issuing jobs, ${counted.backlog.emails} e-mails`,
  );
  const drain = await drainSeconds(databaseUrl as string);
  if (drain === null) throw new Error('the issuing backlog did not drain within 120 s');
  console.log(`backlog drained in ${drain.toFixed(1)} s`);
  await printCpu(run.cpu, run.paid);
  return run.paid / (run.elapsed + drain);
}

async function findCard() {
  const result = await graphql({ value: '' }, PRODUCTS, { u: userData });
  const items = (result.data?.products as unknown as { products: { items: { thirdPartyPlatform?: boolean; variations?: { id: string; variationType: string; config: { pricesToShow: { minorUnits: number }[] } }[] }[] } }).products.items;
  for (const item of items) {
    const digital = item.variations?.find((v) => v.variationType === 'DIGITAL' && v.config.pricesToShow.length);
    if (!item.thirdPartyPlatform && digital) return { variationId: digital.id, amount: digital.config.pricesToShow[0].minorUnits };
  }
  throw new Error('no digital gift card with fixed values');
}

async function main() {
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database (it is migrated and seeded when empty): the checkout benchmark measures the scale-out path.');
    process.exit(2);
  }
  mkdirSync(work, { recursive: true });
  if (floorMail) {
    // The floor names its files by order: a folder left by an earlier run is emptied first.
    rmSync(floorMailDir, { recursive: true, force: true });
    mkdirSync(floorMailDir, { recursive: true });
  }
  const gateway = await startGateway(
    port,
    { DATA_DIR: work, MAIL_DIR: join(work, 'mail'), JOBS_ENABLED: String(jobs), GATEWAY_PROCESSES: String(processes), JOBS_PROCESS: String(jobsProcess) },
    process.env['BENCH_CPU_PROFILE'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROFILE']}`] : [],
  );
  try {
    const card = await findCard();
    // The machine's speed drifts by 10–20 % within minutes: rounds alternate floor and gateway so each ratio compares
    // windows a few seconds apart, and the median of the rounds is the figure.
    const floorServer = floor ? await startFloor() : null;
    const rates: number[] = [];
    const shares: number[] = [];
    try {
      for (let round = 1; round <= rounds; round++) {
        const of = rounds > 1 ? `, round ${round} of ${rounds}` : '';
        let floorRate: number | null = null;
        if (floorServer) {
          const what = floorMail ? 'one round trip per step, e-mails written' : 'one round trip per step';
          const run = await measure(`Floor (node:http + pg, ${what}${of})`, floorCheckout, card, floorServer.pid);
          await printCpu(run.cpu, run.paid);
          floorRate = run.paid / run.elapsed;
        }
        const where = jobs ? (jobsProcess ? 'in a process of its own' : 'on') : 'off';
        const run = await measure(`Gateway (${processes} process(es), job worker ${where}${of})`, checkout, card, gateway.pid as number, jobs);
        const paidRate = run.paid / run.elapsed;
        const rate = jobs ? await deliveredRate(run) : paidRate;
        if (!jobs) await printCpu(run.cpu, run.paid);
        rates.push(rate);
        if (floorRate) shares.push(rate / floorRate);
        const share = floorRate ? `, floor ${floorRate.toFixed(1)}, gateway ${((rate / floorRate) * 100).toFixed(0)} % of the floor` : '';
        const what = jobs ? 'paid, issued and mailed' : 'paid (nothing issued)';
        console.log(`\ncheckouts per second: gateway ${rate.toFixed(1)} ${what} (webhooks answered ${paidRate.toFixed(1)}/s)${share}`);
      }
    } finally {
      floorServer?.stop();
    }
    const rate = median(rates);
    if (rounds > 1) {
      const share = shares.length ? `, ${(median(shares) * 100).toFixed(0)} % of the floor (rounds: ${shares.map((s) => (s * 100).toFixed(0)).join(', ')} %)` : '';
      console.log(`\nmedian of ${rounds} rounds: gateway ${rate.toFixed(1)} checkouts per second (rounds: ${rates.map((r) => r.toFixed(1)).join(', ')})${share}`);
    }
    if (process.env['BENCH_OPEN_LOOP'] !== 'false') await measureOpenLoop(Number(process.env['BENCH_RATE'] ?? rate / 2), card);
  } finally {
    gateway.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
