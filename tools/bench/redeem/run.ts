/**
 * Redeem benchmark: concurrent holders each check a card's balance (captcha solved, PIN right) and redeem part of
 * it for another card paid entirely from the balance, against a gateway process on PostgreSQL. Prints throughput
 * and latency per step as a markdown table.
 *   DATABASE_URL=postgres://… npm run bench:redeem
 * BENCH_CLIENTS (default 50), BENCH_SECONDS (default 20, at most 120), BENCH_PORT (default 4112),
 * BENCH_CARDS (default 1000): cards issued for the run, each redeemed up to ten times.
 * BENCH_ONLY=balance: balance checks only (the holders stop after the check), for the balance-check capacity.
 * Each balance check comes from its own address (x-forwarded-for from loopback, which the gateway trusts), so the
 * per-client limit measures its cost without refusing the benchmark; the captcha's difficulty is lowered
 * (CAPTCHA_MAX_NUMBER) so the load generator does not spend the machine's cores on proofs of work.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_PRODUCTION_ENV, printSteps, root, startGateway } from '../support';
import { solveCaptcha } from '@giftshop/gateway-captcha/testing';
import { createPinHasher } from '@giftshop/gateway-cards-data';
import { giftCardLedger, giftCards, openPostgres } from '@giftshop/gateway-db';
import { luhnCheckDigit } from '@giftshop/util-validation';

const databaseUrl = process.env['DATABASE_URL'];
const clients = Number(process.env['BENCH_CLIENTS'] ?? 50);
const seconds = Math.min(Number(process.env['BENCH_SECONDS'] ?? 20), 120);
const port = Number(process.env['BENCH_PORT'] ?? 4112);
const cardCount = Number(process.env['BENCH_CARDS'] ?? 1000);
const work = join(root, 'tmp', 'bench-redeem');
const base = `http://127.0.0.1:${port}`;
const userData = { language: 'en', storeID: 48, countryCode: 'GB' };
const PIN = '482913';
const onlyBalance = process.env['BENCH_ONLY'] === 'balance';

const CHECK = `mutation C($u: UserDataInput!, $n: String!, $p: String!, $c: String!) { giftCardInfo(userData: $u, cardNumber: $n, pin: $p, captchaToken: $c) { giftCard { redeemToken } errors { code message } } }`;
const ADD = `mutation A($u: UserDataInput!, $input: RedeemPackageInput!) { addRedeemPackage(userData: $u, input: $input) { order { id version amountToPay { minorUnits } } errors { code message } } }`;
const PLACE = `mutation P($u: UserDataInput!, $input: PlaceRedeemOrderInput!) { placeRedeemOrder(userData: $u, input: $input) { orderUuid redirectUrl errors { code message } } }`;
const PRODUCTS = `query R($u: UserDataInput!) { redeemProducts(userData: $u, productType: GIFT_CARD) { products { variations { id variationType } } } }`;
const billingAddress = { firstName: 'Bench', lastName: 'Holder', email: 'bench@example.com', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '1', street: 'Bench Street', city: 'London', phoneNumber: '+44 7700 900123' };
const receiver = { firstName: 'Ann', email: 'ann@example.com', confirmEmail: 'ann@example.com' };

type Step = 'balanceCheck' | 'addRedeemPackage' | 'placeRedeemOrder' | 'redemption';
const latencies: Record<Step, number[]> = { balanceCheck: [], addRedeemPackage: [], placeRedeemOrder: [], redemption: [] };
const errors: string[] = [];
let nextCard = 0;
let nextAddress = 0;

async function graphql(query: string, variables: object, from?: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, Record<string, unknown> & { errors?: { message: string }[] }>; errors?: { message: string }[] };
}

async function timed<T>(step: Step, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  latencies[step].push(performance.now() - started);
  return result;
}

/** One holder: check the balance, then redeem £10 of it for a digital card paid from the balance. */
async function redeem(numbers: string[], variationId: string) {
  const number = numbers[nextCard++ % numbers.length];
  const n = nextAddress++;
  const from = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const captcha = solveCaptcha((await (await fetch(`${base}/captcha/challenge`)).json()) as Parameters<typeof solveCaptcha>[0]);
  const checked = await timed('balanceCheck', async () => graphql(CHECK, { u: userData, n: number, p: PIN, c: await captcha }, from));
  const token = (checked.data?.giftCardInfo?.['giftCard'] as { redeemToken?: string } | null)?.redeemToken;
  if (!token) throw new Error(`giftCardInfo: ${JSON.stringify(checked.errors ?? checked.data?.giftCardInfo?.errors)}`);
  if (onlyBalance) return;
  const u = { ...userData, redeemToken: token };
  const started = performance.now();
  const added = await timed('addRedeemPackage', () => graphql(ADD, { u, input: { variationId, amount: 1000, receiver } }));
  const order = added.data?.addRedeemPackage?.['order'] as { id: string; version: number } | null;
  if (!order) throw new Error(`addRedeemPackage: ${JSON.stringify(added.errors ?? added.data?.addRedeemPackage?.errors)}`);
  const placed = await timed('placeRedeemOrder', () => graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion: order.version, billingAddress, termsAccepted: true } }));
  if (!placed.data?.placeRedeemOrder?.['orderUuid']) throw new Error(`placeRedeemOrder: ${JSON.stringify(placed.errors ?? placed.data?.placeRedeemOrder?.errors)}`);
  latencies.redemption.push(performance.now() - started);
}

/**
 * Cards of the UK store with £100 each and one known PIN, written straight into the database with their ledger rows;
 * each PIN hash is bound to its number under the gateway's PIN_PEPPER.
 */
async function issueCards(url: string): Promise<string[]> {
  const handle = await openPostgres(url, { max: 2 });
  const pins = createPinHasher({ current: BENCH_PRODUCTION_ENV['PIN_PEPPER'] });
  try {
    const numbers = Array.from({ length: cardCount }, () => {
      const body = `6301480${String(randomInt(1e11)).padStart(11, '0')}`;
      return `${body}${luhnCheckDigit(body)}`;
    });
    const hashes = new Map<string, string>();
    for (let start = 0; start < numbers.length; start += 4) {
      await Promise.all(numbers.slice(start, start + 4).map(async (number) => hashes.set(number, await pins.hash(number, PIN))));
    }
    const expiresAt = new Date(Date.now() + 365 * 86_400_000);
    for (let start = 0; start < numbers.length; start += 500) {
      const rows = await handle.db
        .insert(giftCards)
        .values(numbers.slice(start, start + 500).map((number) => ({ storeId: 48, number, pinHash: hashes.get(number) as string, currency: 'GBP', balance: 10_000, status: 'ACTIVE' as const, expiresAt, activatedAt: new Date() })))
        .onConflictDoNothing()
        .returning({ id: giftCards.id, number: giftCards.number });
      await handle.db.insert(giftCardLedger).values(rows.map((r) => ({ giftCardId: r.id, amount: 10_000, currency: 'GBP', balanceAfter: 10_000, reason: 'ISSUE' as const, idempotencyKey: `bench:${r.number}` })));
    }
    return numbers;
  } finally {
    await handle.close();
  }
}

async function main() {
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database (it is migrated and seeded when empty): the redeem benchmark measures the scale-out path.');
    process.exit(2);
  }
  mkdirSync(work, { recursive: true });
  const gateway = await startGateway(port, { DATA_DIR: work, MAIL_DIR: join(work, 'mail'), JOBS_ENABLED: 'false', CAPTCHA_MAX_NUMBER: '1000' });
  try {
    const numbers = await issueCards(databaseUrl);
    const products = (await graphql(PRODUCTS, { u: userData })).data?.redeemProducts?.['products'] as { variations: { id: string; variationType: string }[] }[];
    const variationId = products.flatMap((p) => p.variations).find((v) => v.variationType === 'DIGITAL')?.id;
    if (!variationId) throw new Error('no digital redeemable gift card');
    await Promise.all(Array.from({ length: Math.min(clients, 10) }, () => redeem(numbers, variationId)));
    for (const list of Object.values(latencies)) list.length = 0;
    if (onlyBalance) {
      delete (latencies as Partial<typeof latencies>).addRedeemPackage;
      delete (latencies as Partial<typeof latencies>).placeRedeemOrder;
      delete (latencies as Partial<typeof latencies>).redemption;
    }
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) await redeem(numbers, variationId).catch((error: Error) => errors.push(error.message));
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    console.log(`\nRedeem benchmark${onlyBalance ? ' (balance checks only)' : ''}: ${clients} concurrent holders for ${seconds} s on PostgreSQL, ${cardCount} cards, job worker off\n`);
    printSteps(latencies, elapsed);
    console.log(`\nerrors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  } finally {
    gateway.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
