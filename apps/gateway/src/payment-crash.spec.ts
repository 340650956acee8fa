import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, selectRows, type DatabaseHandle } from '@giftshop/gateway-db';
import { testDatabaseUrl } from './testing/database-copies';
import { startGateway, type GatewayProcess } from './testing/gateway-process';
import { ADD_TO_CART, CART_STATE, digitalCard, PLACE_ORDER, privateOrder, UK_STORE } from './testing/shopper';
import { seededDumpPath } from './testing/test-database';

const CONFIRMATION = /* GraphQL */ `query C($u: UserDataInput!, $id: String!) { orderConfirmation(userData: $u, uuid: $id) { order { status } } }`;

/** A browser talking to a gateway process over HTTP, keeping its session cookie. */
function browser(gateway: () => GatewayProcess) {
  let cookie = '';
  return async (query: string, variables: object) => {
    const response = await fetch(`${gateway().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('gs_session='));
    if (set) cookie = set.split(';', 1)[0];
    return (await response.json()).data;
  };
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The gateway is killed (SIGKILL) after it recorded a payment as PAID and before any card was issued; after a
 * restart the durable order.fulfil job issues the order's cards exactly once.
 */
describe('a gateway killed between payment and issuing', () => {
  let dir: string;
  let gateway: GatewayProcess | undefined;
  let card: { variationId: string; amount: number };
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gateway-crash-'));
    databaseUrl = await testDatabaseUrl();
    const seeded = databaseUrl
      ? await openPostgres(databaseUrl, { max: 1 })
      : await openPglite({ dataDir: join(dir, 'db'), loadDataDir: new Blob([await readFile(seededDumpPath)]) });
    // Read before the gateway process owns the embedded database.
    card = await digitalCard(seeded.db);
    await seeded.close();
  });
  afterAll(async () => {
    if (gateway?.child.exitCode === null) await gateway.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('issues the cards of the paid order once after a restart', async () => {
    const env = { DATA_DIR: dir, MAIL_DIR: join(dir, 'mail'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    gateway = await startGateway({ ...env, JOBS_ENABLED: 'false' });
    const call = browser(() => gateway as GatewayProcess);
    const receivers = ['ada', 'alan'].map((name) => ({ firstName: name, lastName: 'Test', email: `${name}@example.com`, confirmEmail: `${name}@example.com` }));
    const added = await call(ADD_TO_CART, { u: UK_STORE, input: { variationId: card.variationId, amount: card.amount, deliveryType: 'DIGITAL', receivers } });
    expect(added.addToCart.errors).toEqual([]);
    const { order } = (await call(CART_STATE, { u: UK_STORE })).cartV2;
    const placed = (await call(PLACE_ORDER, { u: UK_STORE, input: privateOrder({ orderUuid: order.id, cartVersion: order.version }) })).placeOrder;
    expect(placed.errors).toEqual([]);
    const page = await (await fetch(`${gateway.url}${placed.redirectUrl}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const paid = await fetch(`${gateway.url}${placed.redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, outcome: 'paid' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await call(CONFIRMATION, { u: UK_STORE, id: placed.orderUuid })).orderConfirmation.order.status).toBe('PENDING');

    expect(await gateway.kill('SIGKILL')).toBe('SIGKILL');

    gateway = await startGateway({ ...env, JOBS_ENABLED: 'true' });
    const status = await until(async () => (await call(CONFIRMATION, { u: UK_STORE, id: placed.orderUuid })).orderConfirmation.order.status, (s) => s === 'COMPLETED', 30_000);
    expect(status).toBe('COMPLETED');
    await gateway.kill('SIGTERM');

    const handle: DatabaseHandle = databaseUrl ? await openPostgres(databaseUrl, { max: 1 }) : await openPglite({ dataDir: join(dir, 'db') });
    try {
      const count = async (query: ReturnType<typeof sql>) => (await selectRows<{ n: number }>(handle.db, query))[0].n;
      const order = placed.orderUuid as string;
      expect(await count(sql`select count(*)::int as n from gift_cards g join order_items i on i.id = g.order_item_id where i.order_id = ${order}`)).toBe(2);
      expect(await count(sql`select count(*)::int as n from gift_card_ledger where order_id = ${order} and reason = 'ISSUE'`)).toBe(2);
      expect(await count(sql`select count(*)::int as n from jobs where unique_key = ${`order.fulfil:${order}`} and status = 'DONE'`)).toBe(1);
      expect(await count(sql`select count(*)::int as n from payment_events e join payments p on p.id = e.payment_id where p.order_id = ${order}`)).toBe(1);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
