import { and, asc, eq, sql } from 'drizzle-orm';
import { issueRedeemToken } from '@giftshop/gateway-cards-data';
import { products, selectRows, variations } from '@giftshop/gateway-db';
import pino from 'pino';
import { issueTestCard } from './testing/cards';
import { billingAddress, paymentIdOf, sendWebhook, shopper } from './testing/shopper';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const ERRORS = 'errors { code message referencedRequestParameter }';
const ADD = `mutation Add($u: UserDataInput!, $input: RedeemPackageInput!) { addRedeemPackage(userData: $u, input: $input) { order { id version } ${ERRORS} } }`;
const PLACE = `mutation Place($u: UserDataInput!, $input: PlaceRedeemOrderInput!) { placeRedeemOrder(userData: $u, input: $input) { orderUuid redirectUrl ${ERRORS} } }`;
const CANCEL = `mutation Cancel($u: UserDataInput!, $o: String!) {
  cancelOrder(userData: $u, orderUuid: $o) { order { status giftCardPayments { maskedNumber amount { minorUnits } balance { minorUnits } refunded } } ${ERRORS} } }`;

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' };

describe('cancelling a redeem order with a shortfall', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({}, pino({ level: 'silent' }));
    base = await app.listen();
  }, 120_000);
  afterAll(() => app.close());

  async function giftCard() {
    const [row] = await app.database.db
      .select({ variationId: variations.id })
      .from(products)
      .innerJoin(variations, eq(variations.productId, products.id))
      .where(and(eq(products.storeId, 48), eq(products.productType, 'GIFT_CARD'), eq(products.isTest, false), sql`${products.redeemTitle} is not null`, eq(variations.variationType, 'DIGITAL')))
      .orderBy(asc(products.id))
      .limit(1);
    return String(row.variationId);
  }
  const ledger = async (cardId: number) =>
    selectRows<{ reason: string; amount: number }>(app.database.db, sql`select reason, amount from gift_card_ledger where gift_card_id = ${cardId} order by id`);
  const balance = async (cardId: number) => (await selectRows<{ balance: number }>(app.database.db, sql`select balance from gift_cards where id = ${cardId}`))[0].balance;

  /** A holder's browser places an order of £25 with a £10 card: £15 is left to pay online. */
  async function placedShortfall() {
    const card = await issueTestCard(app.database.db, { balance: 1000 });
    const u = { ...UK, redeemToken: await issueRedeemToken(app.database.db, card.id) };
    const browser = shopper(app);
    const added = (await browser.graphql(ADD, { u, input: { variationId: await giftCard(), amount: 2500, receiver: ada } })).data.addRedeemPackage;
    const placed = (await browser.graphql(PLACE, { u, input: { orderUuid: added.order.id, orderVersion: added.order.version, billingAddress, termsAccepted: true, paymentMethod: 'visa' } }))
      .data.placeRedeemOrder;
    expect(placed.errors).toEqual([]);
    expect(await balance(card.id)).toBe(0);
    return { card, u, browser, orderUuid: placed.orderUuid as string, paymentId: paymentIdOf(placed.redirectUrl) };
  }

  it('gives the balance back at once through the ledger, exactly once, and says so', async () => {
    const { card, browser, orderUuid, paymentId } = await placedShortfall();
    // The complete-your-payment page knows no redeem token: the browser that placed the order may cancel it.
    const cancelled = (await browser.graphql(CANCEL, { u: UK, o: orderUuid })).data.cancelOrder;
    expect(cancelled.errors).toEqual([]);
    expect(cancelled.order).toEqual({
      status: 'CANCELED',
      giftCardPayments: [{ maskedNumber: `···· ···· ···· ···· ${card.number.slice(-4)}`, amount: { minorUnits: 1000 }, balance: { minorUnits: 1000 }, refunded: true }],
    });
    expect(await balance(card.id)).toBe(1000);

    // Cancelled again, then the provider's own cancel: nothing more comes back.
    expect((await browser.graphql(CANCEL, { u: UK, o: orderUuid })).data.cancelOrder.errors[0]).toMatchObject({ code: 2040 });
    const webhook = await sendWebhook(base, { id: `${paymentId}:canceled`, type: 'payment.updated', paymentId, outcome: 'canceled', createdAt: new Date().toISOString() });
    expect(webhook.status).toBe(200);
    expect(await balance(card.id)).toBe(1000);
    expect((await ledger(card.id)).filter((row) => row.reason !== 'ISSUE')).toEqual([
      { reason: 'REDEEM', amount: -1000 },
      { reason: 'REFUND', amount: 1000 },
    ]);
  });

  it('is allowed to the holder with the redeem token, and to nobody else', async () => {
    const { card, u, orderUuid } = await placedShortfall();
    expect((await shopper(app).graphql(CANCEL, { u: UK, o: orderUuid })).data.cancelOrder.errors[0]).toMatchObject({ code: 1005 });
    const stranger = { ...UK, redeemToken: await issueRedeemToken(app.database.db, card.id) };
    expect((await app.graphql(CANCEL, { u: stranger, o: orderUuid })).data.cancelOrder.errors[0]).toMatchObject({ code: 1005 });
    expect(await balance(card.id)).toBe(0);
    expect((await app.graphql(CANCEL, { u, o: orderUuid })).data.cancelOrder.order.status).toBe('CANCELED');
    expect(await balance(card.id)).toBe(1000);
  });

  it('refuses to place a redeem order that changed after the holder confirmed it', async () => {
    const card = await issueTestCard(app.database.db, { balance: 5000 });
    const u = { ...UK, redeemToken: await issueRedeemToken(app.database.db, card.id) };
    const variationId = await giftCard();
    const first = (await app.graphql(ADD, { u, input: { variationId, amount: 1000, receiver: ada } })).data.addRedeemPackage.order;
    await app.graphql(ADD, { u, input: { variationId, orderUuid: first.id, amount: 2000, receiver: ada } });
    const place = (orderVersion: number) => app.graphql(PLACE, { u, input: { orderUuid: first.id, orderVersion, billingAddress, termsAccepted: true } });
    const refused = (await place(first.version)).data.placeRedeemOrder;
    expect(refused.errors[0]).toMatchObject({ code: 2042, referencedRequestParameter: 'orderVersion' });
    expect(await balance(card.id)).toBe(5000);
    const [order] = await selectRows<{ status: string; version: number }>(app.database.db, sql`select status, version from orders where id = ${first.id}`);
    expect(order.status).toBe('CART');
    expect((await place(order.version)).data.placeRedeemOrder.errors).toEqual([]);
    expect(await balance(card.id)).toBe(2000);
  });
});
