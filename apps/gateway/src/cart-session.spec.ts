import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { orders, selectRows, sessions } from '@giftshop/gateway-db';
import { removeExpiredSessions } from '@giftshop/gateway-core';
import { browser } from './testing/browser';
import { ADD, anna, CART, ownProduct, plainCard, QUANTITY, type SeedVariation } from './testing/cart-fixtures';
import { PRODUCTION_ENV } from './testing/production-env';
import { CART_STATE, PLACE_ORDER, privateOrder } from './testing/shopper';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const addDigital = (card: SeedVariation, quantity = 1) => ({ u: UK, input: { variationId: card.variationId, amount: 2500, quantity, deliveryType: 'DIGITAL', receivers: [anna] } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the basket session over HTTP', () => {
  let app: TestApp;
  let base: string;
  let card: SeedVariation;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen();
    card = await plainCard(app, 'DIGITAL');
  });
  afterAll(() => app.close());

  it('sets one HttpOnly, SameSite=Lax session cookie on the first add, and keeps the cart across requests', async () => {
    const shopper = browser(base);
    const first = await shopper.graphql(ADD, addDigital(card));
    expect(first.data.addToCart.errors).toEqual([]);
    expect(first.setCookies).toHaveLength(1);
    expect(first.setCookies[0]).toMatch(/^gs_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const second = await shopper.graphql(ADD, addDigital(card, 2));
    expect(second.setCookies).toEqual([]);
    expect(second.data.addToCart.order.id).toBe(first.data.addToCart.order.id);
    const cart = await shopper.graphql(CART, { u: UK });
    expect(cart.data.cartV2.order.id).toBe(first.data.addToCart.order.id);
    expect(cart.data.cartV2.order.packagesGroups).toHaveLength(2);
    const quantity = await shopper.graphql(QUANTITY, { u: UK });
    const qty = quantity.data.cartQuantity.order.shipments.flatMap((s: { packages: { giftCardItem: { qty: number } }[] }) => s.packages.map((p) => p.giftCardItem.qty));
    expect(qty.reduce((a: number, b: number) => a + b, 0)).toBe(3);
  });

  it('shows another browser nothing, and refuses it the first one\'s cart by uuid', async () => {
    const owner = browser(base);
    const orderId = (await owner.graphql(ADD, addDigital(card))).data.addToCart.order.id;
    const stranger = browser(base);
    expect((await stranger.graphql(CART, { u: UK })).data.cartV2).toEqual({ order: null, errors: [] });
    await stranger.graphql(ADD, addDigital(card));
    expect((await stranger.graphql(CART, { u: UK })).data.cartV2.order.id).not.toBe(orderId);
    const byUuid = await stranger.graphql(CART, { u: UK, o: orderId });
    expect(byUuid.data.cartV2).toEqual({ order: null, errors: [{ code: 2038, message: 'We could not load this order.', referencedRequestParameter: 'orderUuid' }] });
    const addToForeign = await stranger.graphql(ADD, { u: UK, input: { ...addDigital(card).input, orderUuid: orderId } });
    expect(addToForeign.data.addToCart.errors[0]).toMatchObject({ code: 2038, referencedRequestParameter: 'orderUuid' });
    expect((await owner.graphql(CART, { u: UK, o: orderId })).data.cartV2.order.id).toBe(orderId);
  });

  it('stores only the SHA-256 of the token', async () => {
    const shopper = browser(base);
    await shopper.graphql(ADD, addDigital(card));
    const token = shopper.cookies.get('gs_session') ?? '';
    const byHash = await app.database.db.select().from(sessions).where(eq(sessions.idHash, sha256(token)));
    expect(byHash).toHaveLength(1);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.idHash, token))).toHaveLength(0);
  });

  it('writes no session for a first add that is refused, and the next add starts one with its cart', async () => {
    const shopper = browser(base);
    // Refused by the order rules the first cart's statement is checked against, after the session was made.
    const limited = await ownProduct(app, { stock: 1 });
    const refused = await shopper.graphql(ADD, { u: UK, input: { ...addDigital(card).input, variationId: limited.variationId, amount: 2500, quantity: 2 } });
    expect(refused.data.addToCart.errors).toMatchObject([{ code: 2031 }]);
    const token = shopper.cookies.get('gs_session') as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.idHash, sha256(token)))).toHaveLength(0);
    const added = await shopper.graphql(ADD, addDigital(card));
    expect(added.data.addToCart.errors).toEqual([]);
    const fresh = shopper.cookies.get('gs_session') ?? '';
    expect(fresh).not.toBe(token);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.idHash, sha256(fresh)));
    expect(row).toMatchObject({ cartOrderId: added.data.addToCart.order.id, data: { orderIds: [added.data.addToCart.order.id] }, userId: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 24 * 3_600_000);
  });

  it('keeps two adds of one request, the first of a new session, in one cart', async () => {
    const twice = `mutation($u: UserDataInput!, $input: AddToCartInput!) {
      a: addToCart(userData: $u, input: $input) { order { id version } errors { code } }
      b: addToCart(userData: $u, input: $input) { order { id version shipments { packages { id } } } errors { code } } }`;
    const shopper = browser(base);
    const { data } = await shopper.graphql(twice, addDigital(card));
    expect(data.a.order.id).toBe(data.b.order.id);
    expect([data.a.order.version, data.b.order.version]).toEqual([1, 2]);
    expect(data.b.order.shipments.map((s: { packages: unknown[] }) => s.packages.length)).toEqual([2]);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.idHash, sha256(shopper.cookies.get('gs_session') ?? '')));
    expect(row.cartOrderId).toBe(data.a.order.id);
    expect(row.data).toEqual({ orderIds: [data.a.order.id] });
  });

  it('ignores a made-up or malformed cookie and starts a session of its own', async () => {
    const shopper = browser(base);
    shopper.cookies.set('gs_session', 'A'.repeat(43));
    expect((await shopper.graphql(CART, { u: UK })).data.cartV2.order).toBeNull();
    const added = await shopper.graphql(ADD, addDigital(card));
    expect(added.data.addToCart.errors).toEqual([]);
    expect(shopper.cookies.get('gs_session')).not.toBe('A'.repeat(43));
    const odd = browser(base);
    odd.cookies.set('gs_session', "'; drop table sessions; --");
    expect((await odd.graphql(CART, { u: UK })).data.cartV2).toEqual({ order: null, errors: [] });
  });

  it('forgets an expired session, and the clean-up removes expired rows only', async () => {
    const shopper = browser(base);
    await shopper.graphql(ADD, addDigital(card));
    const idHash = sha256(shopper.cookies.get('gs_session') ?? '');
    await app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, idHash));
    expect((await shopper.graphql(CART, { u: UK })).data.cartV2.order).toBeNull();
    const fresh = await shopper.graphql(ADD, addDigital(card));
    expect(fresh.setCookies).toHaveLength(1);
    await removeExpiredSessions(app.database.db, new Date());
    expect(await app.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
    const freshHash = sha256(shopper.cookies.get('gs_session') ?? '');
    expect(await app.database.db.select().from(sessions).where(eq(sessions.idHash, freshHash))).toHaveLength(1);
  });

  it('places a cart for its own session only, reading the session with the cart', async () => {
    const owner = browser(base);
    await owner.graphql(ADD, addDigital(card));
    const order = (await owner.graphql(CART_STATE, { u: UK })).data.cartV2.order;
    const input = { ...privateOrder(), orderUuid: order.id, cartVersion: order.version };
    const codeOf = async (who: ReturnType<typeof browser>) => (await who.graphql(PLACE_ORDER, { u: UK, input })).data.placeOrder.errors[0]?.code;
    const stranger = browser(base);
    await stranger.graphql(ADD, addDigital(card));
    expect(await codeOf(stranger)).toBe(2038);
    expect(await codeOf(browser(base))).toBe(2038);
    const idHash = sha256(owner.cookies.get('gs_session') ?? '');
    await app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, idHash));
    expect(await codeOf(owner)).toBe(2038);
    // Back within its life, ten days from the end: placing renews it as any visit does, and places the cart.
    await app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) }).where(eq(sessions.idHash, idHash));
    const placed = await owner.graphql(PLACE_ORDER, { u: UK, input });
    expect(placed.data.placeOrder.errors).toEqual([]);
    expect(placed.data.placeOrder.orderUuid).toBe(order.id);
    expect(placed.setCookies[0]).toMatch(/^gs_session=.*Max-Age=2592000/);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(row.cartOrderId).toBeNull();
  });

  it('slides the expiry: a visit renews session and cookie for 30 days', async () => {
    const shopper = browser(base);
    await shopper.graphql(ADD, addDigital(card));
    const idHash = sha256(shopper.cookies.get('gs_session') ?? '');
    await app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) }).where(eq(sessions.idHash, idHash));
    const visit = await shopper.graphql(CART, { u: UK });
    expect(visit.setCookies[0]).toMatch(/^gs_session=.*Max-Age=2592000/);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await shopper.graphql(CART, { u: UK })).setCookies).toEqual([]);
  });

  it('lets the session read its placed order by uuid for a payment retry, and starts a new cart after placing', async () => {
    const shopper = browser(base);
    const orderId = (await shopper.graphql(ADD, addDigital(card))).data.addToCart.order.id;
    // What placing does: the cart becomes a PENDING order and leaves the session.
    await app.database.db.update(orders).set({ status: 'PENDING' }).where(eq(orders.id, orderId));
    await app.database.db.update(sessions).set({ cartOrderId: null }).where(eq(sessions.cartOrderId, orderId));
    expect((await shopper.graphql(CART, { u: UK })).data.cartV2.order).toBeNull();
    expect((await shopper.graphql(CART, { u: UK, o: orderId })).data.cartV2.order.id).toBe(orderId);
    expect((await browser(base).graphql(CART, { u: UK, o: orderId })).data.cartV2.errors[0].code).toBe(2038);
    const retryAdd = await shopper.graphql(ADD, { u: UK, input: { ...addDigital(card).input, orderUuid: orderId } });
    expect(retryAdd.data.addToCart.errors[0]).toMatchObject({ code: 2038, referencedRequestParameter: 'orderUuid' });
    const next = await shopper.graphql(ADD, addDigital(card));
    expect(next.data.addToCart.order.id).not.toBe(orderId);
  });

  it('answers 2038 for an order uuid that is not a uuid', async () => {
    const result = await browser(base).graphql(CART, { u: UK, o: 'not-a-uuid' });
    expect(result.data.cartV2.errors).toEqual([expect.objectContaining({ code: 2038 })]);
  });

  it('keeps one cart when one browser adds many cards at once', async () => {
    const shopper = browser(base);
    await shopper.graphql(ADD, addDigital(card));
    await Promise.all(Array.from({ length: 8 }, () => shopper.graphql(ADD, addDigital(card))));
    const cart = (await shopper.graphql(CART, { u: UK })).data.cartV2.order;
    expect(cart.packagesGroups).toHaveLength(9);
    const [row] = await selectRows<{ version: number }>(app.database.db, sql`select version from orders where id = ${cart.id}`);
    expect(row.version).toBe(9);
    const [session] = await selectRows<{ order_ids: string[] }>(app.database.db, sql`select data->'orderIds' as order_ids from sessions where cart_order_id = ${cart.id}`);
    expect(session.order_ids).toEqual([cart.id]);
  });
});

describe('the session cookie in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => app.close());

  it('is a Secure __Host- cookie', async () => {
    const card = await plainCard(app, 'DIGITAL');
    const shopper = browser(await app.listen());
    const added = await shopper.graphql(ADD, addDigital(card));
    expect(added.setCookies).toHaveLength(1);
    expect(added.setCookies[0]).toMatch(/^__Host-gs_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);
    expect((await shopper.graphql(CART, { u: UK })).data.cartV2.order.id).toBe(added.data.addToCart.order.id);
  });
});
