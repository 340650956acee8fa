import { sql } from 'drizzle-orm';
import pino from 'pino';
import { selectRows } from '@giftshop/gateway-db';
import { openIncidents } from '@giftshop/gateway-order-payments';
import { createTestApp, type TestApp } from './testing/test-app';
import { paymentIdOf, placedOrder, sendWebhook, shopper } from './testing/shopper';

const CANCEL = /* GraphQL */ `
  mutation Cancel($u: UserDataInput!, $o: String!) { cancelOrder(userData: $u, orderUuid: $o) { order { status } errors { code } } }`;

describe('late payment events', () => {
  let app: TestApp;
  let base: string;
  const warnings: { msg: string; orderId?: string; kind?: string }[] = [];

  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    app = await createTestApp({}, log);
    base = await app.listen();
  });
  afterAll(() => app.close());

  const event = (paymentId: string, outcome: string, id = `${paymentId}:${outcome}`) =>
    sendWebhook(base, { id, type: 'payment.updated', paymentId, outcome, createdAt: new Date().toISOString() });
  const incidentsOf = async (orderId: string) =>
    selectRows<{ kind: string; reported_status: string; order_status: string; payment_status: string; occurred_at: unknown }>(
      app.database.db,
      sql`select kind, reported_status, order_status, payment_status, occurred_at from payment_incidents where order_id = ${orderId} order by id`,
    );

  it('records a cancel and a fraud report that arrive after the order was paid, and warns', async () => {
    const { orderUuid, redirectUrl } = await placedOrder(app);
    const paymentId = paymentIdOf(redirectUrl as string);
    expect((await event(paymentId, 'paid')).status).toBe(200);
    const cancelled = await event(paymentId, 'canceled');
    expect(await cancelled.json()).toMatchObject({ outcome: 'incident' });
    expect((await (await event(paymentId, 'fraud')).json()).outcome).toBe('incident');
    // A replay of the same event is no second incident.
    expect((await (await event(paymentId, 'canceled')).json()).outcome).toBe('duplicate');

    const incidents = await incidentsOf(orderUuid);
    expect(incidents.map(({ kind, reported_status, payment_status }) => ({ kind, reported_status, payment_status }))).toEqual([
      { kind: 'cancel-after-paid', reported_status: 'CANCELED', payment_status: 'PAID' },
      { kind: 'fraud-after-paid', reported_status: 'FAILED', payment_status: 'PAID' },
    ]);
    expect(Number.isNaN(new Date(String(incidents[0].occurred_at)).getTime())).toBe(false);
    const [payment] = await selectRows<{ status: string }>(app.database.db, sql`select status from payments where id = ${paymentId}`);
    expect(payment.status).toBe('PAID');
    expect(warnings.filter((w) => w.orderId === orderUuid).map((w) => w.kind)).toEqual(['cancel-after-paid', 'fraud-after-paid']);
    expect((await openIncidents(app.database.db)).some((i) => i.orderId === orderUuid)).toBe(true);
  });

  it('records money that arrives for an order the shopper cancelled', async () => {
    const who = shopper(app);
    const { orderUuid, redirectUrl } = await placedOrder(app, who);
    expect((await who.graphql(CANCEL, { u: { language: 'en', storeID: 48, countryCode: 'GB' }, o: orderUuid })).data.cancelOrder.order.status).toBe('CANCELED');
    const paymentId = paymentIdOf(redirectUrl as string);
    expect((await (await event(paymentId, 'paid')).json()).outcome).toBe('incident');
    expect((await incidentsOf(orderUuid)).map((i) => [i.kind, i.order_status])).toEqual([['paid-after-cancel', 'CANCELED']]);
  });

  it('keeps no incident for the ordinary course of a payment', async () => {
    const { orderUuid, redirectUrl } = await placedOrder(app);
    const paymentId = paymentIdOf(redirectUrl as string);
    await event(paymentId, 'failed');
    await event(paymentId, 'paid');
    expect(await incidentsOf(orderUuid)).toEqual([]);
  });
});
