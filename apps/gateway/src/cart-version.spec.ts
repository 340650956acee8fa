import { sql } from 'drizzle-orm';
import pino from 'pino';
import { hashSessionToken } from '@giftshop/gateway-core';
import { selectRows } from '@giftshop/gateway-db';
import { createTestApp, type GraphqlResult, type TestApp } from './testing/test-app';
import { ADD_TO_CART, digitalCard, PLACE_ORDER, privateOrder, UK_STORE } from './testing/shopper';

const CART = `query Cart($u: UserDataInput!) { cartV2(userData: $u) { order { id version totals { grandTotal { minorUnits } } } errors { code } } }`;

/** A browser over real HTTP: its cookie, and requests it may give up on. */
function httpShopper(base: string) {
  let cookie: string | null = null;
  return {
    get token() {
      return cookie ? decodeURIComponent(cookie.split('=')[1]) : null;
    },
    async graphql(query: string, variables: object, signal?: AbortSignal) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
        signal,
      });
      const set = response.headers.getSetCookie().find((c) => c.startsWith('gs_session='));
      if (set) cookie = set.split(';', 1)[0];
      return (await response.json()) as GraphqlResult;
    },
  };
}

describe('placing the cart the shopper confirmed', () => {
  let app: TestApp;
  let base: string;
  const logs: string[] = [];
  let tenPound: { variationId: string; amount: number };

  beforeAll(async () => {
    app = await createTestApp({}, pino({ level: 'info' }, { write: (line: string) => void logs.push(line) }));
    base = await app.listen();
    const card = await digitalCard(app.database.db);
    tenPound = { variationId: card.variationId, amount: card.amount };
  });
  afterAll(() => app.close());

  const receivers = [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' }];
  const addInput = (amount: number) => ({ variationId: tenPound.variationId, amount, quantity: amount === tenPound.amount ? 1 : 2, deliveryType: 'DIGITAL', receivers });
  const cartOf = async (who: ReturnType<typeof httpShopper>) => (await who.graphql(CART, { u: UK_STORE })).data.cartV2.order;
  const statusOf = async (orderId: string) => (await selectRows<{ status: string; grand_total: number }>(app.database.db, sql`select status, grand_total from orders where id = ${orderId}`))[0];
  const paymentsOf = async (orderId: string) => (await selectRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from payments where order_id = ${orderId}`))[0].n;

  /**
   * Holds the shopper's session row (as a long write of the same browser would), until `release` is called; `write`
   * then runs in the same transaction before it commits.
   */
  function holdSession(who: ReturnType<typeof httpShopper>, write?: (tx: typeof app.database.db) => Promise<unknown>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from sessions where id_hash = ${hashSessionToken(who.token ?? '')} for update`);
      locked();
      await released;
      await write?.(tx);
    });
    return { isLocked, release: async () => (release(), await done) };
  }

  it('places nothing for a request that names no cart or no version', async () => {
    const who = httpShopper(base);
    await who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) });
    const cart = await cartOf(who);
    for (const input of [privateOrder(), privateOrder({ orderUuid: cart.id }), privateOrder({ cartVersion: cart.version })]) {
      const answer = await who.graphql(PLACE_ORDER, { u: UK_STORE, input });
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toMatch(/PlaceOrderInput|orderUuid|cartVersion/);
    }
    const notACart = (await who.graphql(PLACE_ORDER, { u: UK_STORE, input: privateOrder({ orderUuid: 'not-a-cart', cartVersion: cart.version }) })).data.placeOrder;
    expect(notACart.errors).toMatchObject([{ code: 2038, referencedRequestParameter: 'orderUuid' }]);
    expect((await statusOf(cart.id)).status).toBe('CART');
    expect(await paymentsOf(cart.id)).toBe(0);
  });

  it('refuses a version that is no longer the cart, and places nothing', async () => {
    const who = httpShopper(base);
    await who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) });
    const confirmed = await cartOf(who);
    await who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) });
    const refused = (await who.graphql(PLACE_ORDER, { u: UK_STORE, input: privateOrder({ orderUuid: confirmed.id, cartVersion: confirmed.version }) })).data.placeOrder;
    expect(refused).toMatchObject({ orderUuid: null, errors: [{ code: 2042, referencedRequestParameter: 'cartVersion' }] });
    expect(refused.errors[0].message).toMatch(/changed after you confirmed it/);
    expect((await statusOf(confirmed.id)).status).toBe('CART');
    expect(await paymentsOf(confirmed.id)).toBe(0);
    const now = await cartOf(who);
    expect(now.version).toBeGreaterThan(confirmed.version);
    const placed = (await who.graphql(PLACE_ORDER, { u: UK_STORE, input: privateOrder({ orderUuid: now.id, cartVersion: now.version }) })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(await statusOf(now.id)).toEqual({ status: 'PENDING', grand_total: now.totals.grandTotal.minorUnits });
  });

  it('does not apply an add whose client gave up before it began', async () => {
    const who = httpShopper(base);
    await who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) });
    const before = await cartOf(who);
    const hold = holdSession(who);
    await hold.isLocked;
    const giveUp = new AbortController();
    const late = who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) }, giveUp.signal).catch((error: { name: string }) => error);
    // The add reaches the gateway and waits behind the session lock; the shopper sees a failure and leaves.
    await new Promise((resolve) => setTimeout(resolve, 400));
    giveUp.abort();
    expect(await late).toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await hold.release();
    for (let i = 0; i < 50 && !logs.some((l) => l.includes('not applied') || l.includes('not executed')); i++) await new Promise((r) => setTimeout(r, 100));
    expect(logs.some((l) => l.includes('not applied') || l.includes('not executed'))).toBe(true);
    const after = await cartOf(who);
    expect(after).toEqual(before);
  });

  it('refuses a cart changed between reading it and placing it, and writes no row of the order', async () => {
    const who = httpShopper(base);
    await who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) });
    const confirmed = await cartOf(who);
    const count = async (table: string) => (await selectRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;
    const addressesBefore = await count('addresses');
    // A write of the same browser holds the session and changes the cart once placing has read it.
    const hold = holdSession(who, (tx) => tx.execute(sql`update orders set version = version + 1 where id = ${confirmed.id}`));
    await hold.isLocked;
    const place = who.graphql(PLACE_ORDER, { u: UK_STORE, input: privateOrder({ orderUuid: confirmed.id, cartVersion: confirmed.version }) });
    // On PostgreSQL placing has read the cart by now and waits in its placing statement; PGlite runs one statement at
    // a time, so there placing reads the cart after the write and refuses it from that read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await hold.release();
    const placed = (await place).data.placeOrder;
    expect(placed).toMatchObject({ orderUuid: null, errors: [{ code: 2042, referencedRequestParameter: 'cartVersion' }] });
    expect((await statusOf(confirmed.id)).status).toBe('CART');
    expect(await paymentsOf(confirmed.id)).toBe(0);
    expect(await count('addresses')).toBe(addressesBefore);
  });

  it('never pays for a late add: the place either misses it or is refused', async () => {
    const who = httpShopper(base);
    await who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount) });
    const confirmed = await cartOf(who);
    // The late add is sent first and waits; placing comes after it, naming the version the shopper saw.
    const hold = holdSession(who);
    await hold.isLocked;
    const lateAdd = who.graphql(ADD_TO_CART, { u: UK_STORE, input: addInput(tenPound.amount * 10 <= 15000 ? tenPound.amount * 10 : tenPound.amount) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const place = who.graphql(PLACE_ORDER, { u: UK_STORE, input: privateOrder({ orderUuid: confirmed.id, cartVersion: confirmed.version }) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await hold.release();
    const [added, placed] = await Promise.all([lateAdd, place]);
    expect(added.data.addToCart.errors).toEqual([]);
    const { orderUuid, errors } = placed.data.placeOrder;
    if (orderUuid) {
      // Placed first: exactly what the shopper confirmed; the add went to a new cart.
      expect(await statusOf(orderUuid)).toEqual({ status: 'PENDING', grand_total: confirmed.totals.grandTotal.minorUnits });
      expect(added.data.addToCart.order.id).not.toBe(orderUuid);
    } else {
      expect(errors[0]).toMatchObject({ code: 2042 });
      expect((await statusOf(confirmed.id)).status).toBe('CART');
      expect(await paymentsOf(confirmed.id)).toBe(0);
    }
  });
});
