import { and, asc, eq, sql } from 'drizzle-orm';
import { issueRedeemToken } from '@giftshop/gateway-cards-data';
import { products, selectRows, variations, type Database } from '@giftshop/gateway-db';
import { expireOrderJob } from '@giftshop/gateway-order-payments';
import pino from 'pino';
import { accountVisitor } from './testing/account-visitor';
import { solveCaptcha } from './testing/captcha';
import { issueTestCard, wrongPin } from './testing/cards';
import { billingAddress, paymentIdOf, sendWebhook } from './testing/shopper';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const ORDER_FIELDS = `id version status referenceNumber remainingBalance { minorUnits } amountToPay { minorUnits } totals { grandTotal { minorUnits } }
  cards { maskedNumber balance { minorUnits } amountUsed { minorUnits } }
  shipments { deliveryType packages { id mainProductType receiver { firstName email } items { kind qty } packageTotals { mainItemAmount { minorUnits } mainItemEditable } mainProduct { id title redeemData { title } } } }`;
const ERRORS = 'errors { code message referencedRequestParameter }';
const ADD = `mutation Add($u: UserDataInput!, $input: RedeemPackageInput!) { addRedeemPackage(userData: $u, input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation Update($u: UserDataInput!, $o: String!, $p: ID!, $input: UpdateRedeemPackageInput!) { updateRedeemPackage(userData: $u, orderUuid: $o, packageId: $p, input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const REMOVE = `mutation Remove($u: UserDataInput!, $o: String!, $p: ID!) { removeRedeemPackage(userData: $u, orderUuid: $o, packageId: $p) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const ADD_CARD = `mutation Card($u: UserDataInput!, $o: String, $n: String!, $p: String!, $c: String!) { addRedeemCard(userData: $u, orderUuid: $o, cardNumber: $n, pin: $p, captchaToken: $c) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const PLACE = `mutation Place($u: UserDataInput!, $input: PlaceRedeemOrderInput!) { placeRedeemOrder(userData: $u, input: $input) { orderUuid redirectUrl ${ERRORS} } }`;
const ORDER = `query Order($u: UserDataInput!, $id: String!) { order(userData: $u, uuid: $id) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const VERSION = `query Version($u: UserDataInput!, $id: String!) { order(userData: $u, uuid: $id) { order { version } } }`;

async function redeemable(db: Database, productType: 'GIFT_CARD' | 'DONATION', variationType: 'DIGITAL' | 'PHYSICAL' = 'DIGITAL') {
  const [row] = await db
    .select({ variationId: variations.id })
    .from(products)
    .innerJoin(variations, eq(variations.productId, products.id))
    .where(and(eq(products.storeId, 48), eq(products.productType, productType), eq(products.isTest, false), sql`${products.redeemTitle} is not null`, eq(variations.variationType, variationType)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`no redeemable ${productType} ${variationType} product in the seed`);
  return { variationId: String(row.variationId) };
}

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' };
const ledgerSum = async (db: Database, cardId: number) =>
  (await selectRows<{ sum: number; balance: number }>(db, sql`select coalesce((select sum(amount) from gift_card_ledger where gift_card_id = ${cardId}), 0)::int as sum, balance from gift_cards where id = ${cardId}`))[0];

describe('redeem shop', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ CAPTCHA_MAX_NUMBER: '1000' }, pino({ level: 'silent' }));
    base = await app.listen();
  }, 120_000);
  afterAll(() => app.close());

  /** A holder after a balance check: a card with `balance` and the redeem token of its session. */
  async function holder(balance = 5000) {
    const card = await issueTestCard(app.database.db, { balance });
    const token = await issueRedeemToken(app.database.db, card.id);
    return { card, u: { ...UK, redeemToken: token } };
  }
  const add = async (u: object, input: object) => {
    const body = await app.graphql(ADD, { u, input });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.addRedeemPackage;
  };

  it('refuses every call without a live redeem session', async () => {
    const { variationId } = await redeemable(app.database.db, 'GIFT_CARD');
    expect((await add(UK, { variationId, amount: 1000 })).errors[0]).toMatchObject({ code: 2211, referencedRequestParameter: 'redeemToken' });
    expect((await add({ ...UK, redeemToken: 'not-a-token' }, { variationId, amount: 1000 })).errors[0]).toMatchObject({ code: 2211 });
  });

  it('puts a card and a donation in the holder order, spending the balance it shows', async () => {
    const { u, card } = await holder(5000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const donation = await redeemable(app.database.db, 'DONATION');
    const first = await add(u, { ...giftCard, receiver: ada, amount: 2000 });
    expect(first.errors).toEqual([]);
    const second = await add(u, { variationId: donation.variationId, orderUuid: first.order.id, amount: 1000 });
    expect(second.errors).toEqual([]);
    const order = second.order;
    expect(order.id).toBe(first.order.id);
    expect(order.status).toBe('CART');
    expect(order.totals.grandTotal.minorUnits).toBe(3000);
    expect(order.remainingBalance.minorUnits).toBe(2000);
    expect(order.amountToPay.minorUnits).toBe(0);
    expect(order.cards).toEqual([{ maskedNumber: `···· ···· ···· ···· ${card.number.slice(-4)}`, balance: { minorUnits: 5000 }, amountUsed: { minorUnits: 3000 } }]);
    const packages = order.shipments.flatMap((s: { packages: unknown[] }) => s.packages);
    expect(packages.map((p: { mainProductType: string }) => p.mainProductType).sort()).toEqual(['DONATION', 'GIFT_CARD']);
    expect(packages.every((p: { packageTotals: { mainItemEditable: boolean } }) => p.packageTotals.mainItemEditable)).toBe(true);
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 5000, balance: 5000 });
    // Without the order id the holder's open order is used again; the query answers the holder only.
    expect((await add(u, { ...giftCard, amount: 500 })).order.id).toBe(order.id);
    expect((await app.graphql(ORDER, { u, id: order.id })).data.order.order.totals.grandTotal.minorUnits).toBe(3500);
    const other = await holder();
    expect((await app.graphql(ORDER, { u: other.u, id: order.id })).data.order.errors[0]).toMatchObject({ code: 1005 });
  });

  it('answers the holder session and the shop products', async () => {
    const { u, card } = await holder(4200);
    const SESSION = `query S($u: UserDataInput!) { redeemSession(userData: $u) { session { maskedNumber balance { minorUnits } expiryDate status openOrderUuid } ${ERRORS} } }`;
    const before = (await app.graphql(SESSION, { u })).data.redeemSession;
    expect(before).toMatchObject({ errors: [], session: { maskedNumber: `···· ···· ···· ···· ${card.number.slice(-4)}`, balance: { minorUnits: 4200 }, status: 'ACTIVE', openOrderUuid: null } });
    const { order } = await add(u, { ...(await redeemable(app.database.db, 'GIFT_CARD')), amount: 1000 });
    expect((await app.graphql(SESSION, { u })).data.redeemSession.session.openOrderUuid).toBe(order.id);
    expect((await app.graphql(SESSION, { u: UK })).data.redeemSession.errors[0]).toMatchObject({ code: 2211 });

    const PRODUCTS = `query P($u: UserDataInput!, $t: ProductType) { redeemProducts(userData: $u, productType: $t) { total products { id productType redeemData { minimumAvailableCustomAmount { minorUnits } } } ${ERRORS} } }`;
    const all = (await app.graphql(PRODUCTS, { u: UK })).data.redeemProducts;
    expect(all.total).toBeGreaterThan(10);
    expect(all.products.every((p: { redeemData: unknown; productType: string }) => p.redeemData && p.productType !== 'GIFT_CARD_BLANK')).toBe(true);
    const donations = (await app.graphql(PRODUCTS, { u: UK, t: 'DONATION' })).data.redeemProducts.products;
    expect(donations.length).toBeGreaterThan(0);
    expect(donations.every((p: { productType: string }) => p.productType === 'DONATION')).toBe(true);
  });

  it('refuses amounts outside the product range and products outside the redeem shop', async () => {
    const { u } = await holder();
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    expect((await add(u, { ...giftCard, amount: 100 })).errors[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'amount' });
    expect((await add(u, { ...giftCard, amount: 1050 })).errors[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'amount' });
    expect((await add(u, { variationId: '999999', amount: 1000 })).errors[0]).toMatchObject({ code: 1005, referencedRequestParameter: 'variationId' });
  });

  it('changes and removes packages of the open order', async () => {
    const { u } = await holder(5000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const { order } = await add(u, { ...giftCard, amount: 1000 });
    const packageId = order.shipments[0].packages[0].id;
    const changed = (await app.graphql(UPDATE, { u, o: order.id, p: packageId, input: { amount: 1500, quantity: 2, receiver: ada } })).data.updateRedeemPackage;
    expect(changed.errors).toEqual([]);
    expect(changed.order.totals.grandTotal.minorUnits).toBe(3000);
    expect(changed.order.shipments[0].packages[0].receiver).toEqual({ firstName: 'Ada', email: 'ada@example.com' });
    const removed = (await app.graphql(REMOVE, { u, o: order.id, p: packageId })).data.removeRedeemPackage;
    expect(removed.order.totals.grandTotal.minorUnits).toBe(0);
    expect(removed.order.shipments).toEqual([]);
  });

  it('adds another card as payment, with the refusals of the spec', async () => {
    const { u, card } = await holder(1000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const { order } = await add(u, { ...giftCard, amount: 3000, receiver: ada });
    expect(order.amountToPay.minorUnits).toBe(2000);
    const addCard = async (c: { number: string; pin: string }) => (await app.graphql(ADD_CARD, { u, o: order.id, n: c.number, p: c.pin, c: await solveCaptcha(base) })).data.addRedeemCard;
    const second = await issueTestCard(app.database.db, { balance: 1500 });
    const added = await addCard(second);
    expect(added.errors).toEqual([]);
    expect(added.order.cards.map((c: { amountUsed: { minorUnits: number } }) => c.amountUsed.minorUnits)).toEqual([1000, 1500]);
    expect(added.order.amountToPay.minorUnits).toBe(500);
    expect((await addCard(second)).errors[0]).toMatchObject({ code: 2207 });
    expect((await addCard(card)).errors[0]).toMatchObject({ code: 2207 });
    expect((await addCard({ number: second.number, pin: wrongPin(second) })).errors[0]).toMatchObject({ code: 2205 });
    expect((await addCard(await issueTestCard(app.database.db, { status: 'BLOCKED' }))).errors[0]).toMatchObject({ code: 2201 });
    expect((await addCard(await issueTestCard(app.database.db, { status: 'INACTIVE' }))).errors[0]).toMatchObject({ code: 2204 });
    expect((await addCard(await issueTestCard(app.database.db, { expiresAt: new Date(Date.now() - 86_400_000) }))).errors[0]).toMatchObject({ code: 2202 });
    expect((await addCard(await issueTestCard(app.database.db, { balance: 0 }))).errors[0]).toMatchObject({ code: 2203 });
    const captcha = await solveCaptcha(base);
    const noCaptcha = (await app.graphql(ADD_CARD, { u, o: order.id, n: second.number, p: second.pin, c: captcha.slice(0, -4) })).data.addRedeemCard;
    expect(noCaptcha.errors[0]).toMatchObject({ code: 1008 });
  });

  it('places an order the cards cover: debits them through the ledger, issues the new cards once, and e-mails them', async () => {
    const { u, card } = await holder(5000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const donation = await redeemable(app.database.db, 'DONATION');
    const { order } = await add(u, { ...giftCard, amount: 1500, receiver: ada });
    await add(u, { ...giftCard, orderUuid: order.id, amount: 1000, receiver: { ...ada, firstName: 'Grace', email: 'grace@example.com', confirmEmail: 'grace@example.com' } });
    await add(u, { variationId: donation.variationId, orderUuid: order.id, amount: 500, receiver: ada });
    const orderVersion = (await app.graphql(VERSION, { u, id: order.id })).data.order.order.version;
    const place = async () => (await app.graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion, billingAddress, termsAccepted: true } })).data.placeRedeemOrder;
    const placed = await place();
    expect(placed).toEqual({ orderUuid: order.id, redirectUrl: null, errors: [] });
    expect((await place()).errors[0]).toMatchObject({ code: 1005 });
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 2000, balance: 2000 });

    await app.workers.jobs.runDueJobs();
    await app.workers.jobs.runDueJobs();
    const view = (await app.graphql(ORDER, { u, id: order.id })).data.order.order;
    expect(view).toMatchObject({ status: 'COMPLETED', remainingBalance: { minorUnits: 2000 }, amountToPay: { minorUnits: 0 } });
    expect(view.referenceNumber).toMatch(/^GCUK-\d+$/);
    const [issued] = await selectRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from gift_cards g join order_items i on i.id = g.order_item_id where i.order_id = ${order.id}`);
    expect(issued.n).toBe(2);
    const [mails] = await selectRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from email_outbox where idempotency_key like 'card-delivery:%' and idempotency_key in (select 'card-delivery:' || p.id from packages p join shipments s on s.id = p.shipment_id where s.order_id = ${order.id})`);
    expect(mails.n).toBe(2);
  });

  it('e-mails the receiver of a donation sent by e-mail: the cause, the amount and the giver, once', async () => {
    const { u } = await holder(5000);
    const donation = await redeemable(app.database.db, 'DONATION');
    const grace = { ...ada, firstName: 'Grace', email: 'grace.donation@example.com', confirmEmail: 'grace.donation@example.com' };
    const { order } = await add(u, { variationId: donation.variationId, amount: 700, receiver: grace });
    const title = order.shipments[0].packages[0].mainProduct.title;
    const placed = (await app.graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion: order.version, billingAddress, termsAccepted: true } })).data.placeRedeemOrder;
    expect(placed.errors).toEqual([]);
    await app.workers.jobs.runDueJobs();
    await app.workers.jobs.runDueJobs();
    const mails = await selectRows<{ to: string; subject: string; text: string; html: string }>(
      app.database.db,
      sql`select to_address as "to", subject, text, html from email_outbox where template = 'donation-notice' and idempotency_key in (select 'donation-notice:' || p.id from packages p join shipments s on s.id = p.shipment_id where s.order_id = ${order.id})`,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('grace.donation@example.com');
    expect(mail.subject).toBe(`${billingAddress.firstName} ${billingAddress.lastName} made a donation in your name`);
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain(`has given £7.00 to ${title} in your name.`);
    expect(mail.html).toContain('£7.00');
    expect(mail.text).not.toMatch(/\b\d{19}\b|PIN/);
  });

  it('gives the order of a holder who is logged in to their account, with the billing address in their address book', async () => {
    const visitor = accountVisitor(base, '198.51.100.77');
    await visitor.register(`holder.${Date.now()}@example.com`);
    const { u } = await holder(5000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const { order } = await add(u, { ...giftCard, amount: 1500, receiver: ada });
    const placed = (await visitor.graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion: order.version, billingAddress, termsAccepted: true } })).data.placeRedeemOrder;
    expect(placed.errors).toEqual([]);
    const [row] = await selectRows<{ owner: string | null; book: string | null }>(
      app.database.db,
      sql`select o.user_id as owner, a.user_id as book from orders o join addresses a on a.id = o.billing_address_id where o.id = ${order.id}`,
    );
    expect(row.owner).toEqual(expect.any(String));
    expect(row.book).toBe(row.owner);
  });

  it('pays a shortfall through the provider, and gives the balance back when the payment never comes', async () => {
    const { u, card } = await holder(1000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const { order } = await add(u, { ...giftCard, amount: 2500, receiver: ada });
    const place = async (input: object) => (await app.graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion: order.version, billingAddress, termsAccepted: true, ...input } })).data.placeRedeemOrder;
    expect((await place({})).errors[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'paymentMethod' });
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 1000, balance: 1000 });
    const placed = await place({ paymentMethod: 'visa' });
    expect(placed.errors).toEqual([]);
    expect(placed.redirectUrl).toBeTruthy();
    const [payment] = await selectRows<{ amount: number }>(app.database.db, sql`select amount from payments where order_id = ${order.id}`);
    expect(payment.amount).toBe(1500);
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 0, balance: 0 });

    await expireOrderJob({ orderId: order.id }, { db: app.database.db, log: pino({ level: 'silent' }) } as never);
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 1000, balance: 1000 });
    await expireOrderJob({ orderId: order.id }, { db: app.database.db, log: pino({ level: 'silent' }) } as never);
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 1000, balance: 1000 });
  });

  it('completes the order once the shortfall is paid', async () => {
    const { u, card } = await holder(1000);
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const { order } = await add(u, { ...giftCard, amount: 2500, receiver: ada });
    const placed = (await app.graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion: order.version, billingAddress, termsAccepted: true, paymentMethod: 'visa' } })).data.placeRedeemOrder;
    const paymentId = paymentIdOf(placed.redirectUrl);
    expect((await sendWebhook(base, { id: `${paymentId}:paid`, type: 'payment.updated', paymentId, outcome: 'paid', createdAt: new Date().toISOString() })).status).toBe(200);
    await app.workers.jobs.runDueJobs();
    const view = (await app.graphql(ORDER, { u, id: order.id })).data.order.order;
    expect(view).toMatchObject({ status: 'COMPLETED', amountToPay: { minorUnits: 1500 }, cards: [{ amountUsed: { minorUnits: 1000 } }] });
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 0, balance: 0 });
    const [mail] = await selectRows<{ text: string }>(app.database.db, sql`select text from email_outbox where idempotency_key = ${`order-confirmation:${order.id}`}`);
    expect(mail.text).toContain(`Paid with gift card ending ${card.number.slice(-4)}: £10.00\nPaid online: £15.00`);
  });

  // 1,000 at once on PostgreSQL, where the transactions really run side by side; PGlite runs them one by one.
  const concurrent = process.env['DATABASE_URL'] ? 1000 : 100;
  it(`never overdraws a card that ${concurrent} orders try to spend at once, and its ledger sums to its balance`, async () => {
    const card = await issueTestCard(app.database.db, { balance: 5000 });
    const giftCard = await redeemable(app.database.db, 'GIFT_CARD');
    const holders = await Promise.all(Array.from({ length: concurrent }, async () => ({ ...UK, redeemToken: await issueRedeemToken(app.database.db, card.id) })));
    const orders: { u: object; id: string; version: number }[] = [];
    for (let start = 0; start < holders.length; start += 50) {
      const batch = holders.slice(start, start + 50);
      orders.push(...(await Promise.all(batch.map(async (u) => ({ u, ...(await add(u, { ...giftCard, amount: 1000, receiver: ada })).order })))));
    }
    const answers = await Promise.all(
      orders.map(async ({ u, id, version }) => (await app.graphql(PLACE, { u, input: { orderUuid: id, orderVersion: version, billingAddress, termsAccepted: true, paymentMethod: 'visa' } })).data.placeRedeemOrder),
    );
    expect(answers.filter((a) => a.errors.length)).toEqual([]);
    expect(answers.filter((a) => a.redirectUrl === null)).toHaveLength(5);
    expect(await ledgerSum(app.database.db, card.id)).toEqual({ sum: 0, balance: 0 });
    const [debits] = await selectRows<{ n: number; total: number }>(app.database.db, sql`select count(*)::int as n, coalesce(-sum(amount), 0)::int as total from gift_card_ledger where gift_card_id = ${card.id} and reason = 'REDEEM'`);
    expect(debits).toEqual({ n: 5, total: 5000 });
  }, 300_000);
});
