import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { selectRows } from '@giftshop/gateway-db';
import { DEV_WEBHOOK_SECRET, expireOrderJob, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '@giftshop/gateway-order-payments';
import { markOrderPaid } from '@giftshop/gateway-payments';
import { createTestApp, type TestApp } from './testing/test-app';
import {
  billingAddress,
  business,
  fillCart,
  PAYMENT_STATUS,
  paymentIdOf,
  placedOrder,
  placeOrder,
  PL_STORE,
  privateOrder,
  sendWebhook,
  shopper,
  START_PAYMENT,
  UK_STORE,
  type Shopper,
} from './testing/shopper';

const CANCEL = /* GraphQL */ `
  mutation Cancel($u: UserDataInput!, $o: String!) { cancelOrder(userData: $u, orderUuid: $o) { order { status } errors { code message referencedRequestParameter } } }`;

describe('payments', () => {
  let app: TestApp;
  let base: string;
  let mailDir: string;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-payments-mail-'));
    app = await createTestApp({ MAIL_DIR: mailDir });
    base = await app.listen();
  });
  afterAll(async () => {
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const count = async (query: ReturnType<typeof sql>) => (await selectRows<{ n: number }>(app.database.db, query))[0].n;
  const status = async (who: Shopper, orderUuid: string) => (await who.graphql(PAYMENT_STATUS, { u: UK_STORE, o: orderUuid })).data.paymentStatus.payment;
  const orderStatus = async (orderUuid: string) => (await selectRows<{ status: string }>(app.database.db, sql`select status from orders where id = ${orderUuid}`))[0].status;
  const startPayment = async (who: Shopper, orderUuid: string, method = 'visa') => (await who.graphql(START_PAYMENT, { u: UK_STORE, o: orderUuid, m: method })).data.startPayment;

  /**
   * Loads the sandbox page like a browser and posts one of its buttons with the page's other `fields` (a BLIK code);
   * answers the final response (not followed).
   */
  async function choose(redirectUrl: string, outcome: string, pageToken?: string, fields: Record<string, string> = {}) {
    const page = pageToken ? '' : await (await fetch(`${base}${redirectUrl}`)).text();
    const token = pageToken ?? /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    return fetch(`${base}${redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, token, outcome }).toString(),
      redirect: 'manual',
    });
  }

  describe('the webhook endpoint', () => {
    it('refuses a missing or wrong signature with 401 and a malformed body with 400', async () => {
      const { redirectUrl } = await placedOrder(app);
      const body = JSON.stringify({ id: 'forged', paymentId: paymentIdOf(redirectUrl as string), outcome: 'paid' });
      const unsigned = await fetch(`${base}/payments/webhooks/sandbox`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(unsigned.status).toBe(401);
      const wrong = await sendWebhook(base, JSON.parse(body), 'not-the-gateway-secret-at-all');
      expect(wrong.status).toBe(401);
      const tampered = await fetch(`${base}/payments/webhooks/sandbox`, {
        method: 'POST',
        body: body.replace('paid', 'fraud'),
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(body, DEV_WEBHOOK_SECRET) },
      });
      expect(tampered.status).toBe(401);
      expect((await sendWebhook(base, { id: 'e', paymentId: paymentIdOf(redirectUrl as string), outcome: 'refunded' })).status).toBe(400);
      expect((await sendWebhook(base, { id: 'e2', paymentId: '00000000-0000-4000-8000-000000000000', outcome: 'paid' })).status).toBe(404);
      expect((await status(shopper(app), (await placedOrder(app)).orderUuid)).status).toBe('OPEN');
    });

    it('fulfils an order once when its PAID webhook arrives 100 times', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      const paymentId = paymentIdOf(redirectUrl as string);
      const event = { id: `${paymentId}:paid`, type: 'payment.updated', paymentId, outcome: 'paid', createdAt: new Date().toISOString() };
      const answers = [];
      for (let round = 0; round < 10; round++) answers.push(...(await Promise.all(Array.from({ length: 10 }, () => sendWebhook(base, event)))));
      expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
      const outcomes = await Promise.all(answers.map(async (r) => (await r.json()).outcome));
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
      expect(await count(sql`select count(*)::int as n from payment_events where payment_id = ${paymentId}`)).toBe(1);
      expect(await count(sql`select count(*)::int as n from jobs where unique_key = ${`order.fulfil:${orderUuid}`}`)).toBe(1);
      expect((await status(who, orderUuid)).status).toBe('PAID');

      await app.workers.jobs.runDueJobs();
      await app.workers.jobs.runDueJobs();
      expect(await orderStatus(orderUuid)).toBe('COMPLETED');
      const cards = await count(sql`select count(*)::int as n from gift_cards g join order_items i on i.id = g.order_item_id where i.order_id = ${orderUuid}`);
      expect(cards).toBe(1);
      expect(await count(sql`select count(*)::int as n from gift_card_ledger where order_id = ${orderUuid} and reason = 'ISSUE'`)).toBe(1);
      for (let i = 0; i < 5; i++) expect((await sendWebhook(base, event)).status).toBe(200);
      await app.workers.jobs.runDueJobs();
      expect(await count(sql`select count(*)::int as n from gift_cards g join order_items i on i.id = g.order_item_id where i.order_id = ${orderUuid}`)).toBe(1);
    });
  });

  describe('the sandbox page', () => {
    it('shows the payment in the order language and pays it through a signed webhook, then sends the shopper back', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      const page = await fetch(`${base}${redirectUrl}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await page.text();
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toContain('<button type="submit" name="outcome" value="paid">');
      const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
      const paid = await choose(redirectUrl as string, 'paid', token);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/order/processing-payment/?order=${orderUuid}`);
      expect((await status(who, orderUuid)).status).toBe('PAID');
      // A second click on the same page: nothing new happens, the shopper goes back to the shop.
      const again = await choose(redirectUrl as string, 'paid', token);
      expect(again.headers.get('location')).toBe(`/order/processing-payment/?order=${orderUuid}`);
      expect(await count(sql`select count(*)::int as n from payment_events where payment_id = ${paymentIdOf(redirectUrl as string)}`)).toBe(1);
    });

    it('refuses a form without the page token and an unknown payment', async () => {
      const { redirectUrl } = await placedOrder(app);
      const forged = await fetch(`${base}${redirectUrl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid&token=guess',
        redirect: 'manual',
      });
      expect(forged.status).toBe(403);
      expect((await fetch(`${base}/payments/sandbox/00000000-0000-4000-8000-000000000000/`)).status).toBe(404);
    });

    it('pays BLIK in the złoty store with any 6-digit code, asks again without one, and fails the declined code', async () => {
      const who = shopper(app);
      await fillCart(app, who, undefined, PL_STORE);
      const polish = { ...billingAddress, countryCode: 'PL', postCode: '00-950', city: 'Warszawa', street: 'Marszałkowska', phoneNumber: '+48 22 123 45 67' };
      const placed = (await placeOrder(who, PL_STORE, privateOrder({ billingAddress: polish, paymentMethod: 'blik' }))).data.placeOrder;
      expect(placed.errors).toEqual([]);
      const payment = async () => (await who.graphql(PAYMENT_STATUS, { u: PL_STORE, o: placed.orderUuid })).data.paymentStatus.payment;
      expect(await payment()).toMatchObject({ method: 'blik', status: 'OPEN', amount: { currency: 'PLN' } });

      const html = await (await fetch(`${base}${placed.redirectUrl}`)).text();
      expect(html).toMatch(/<html lang="pl">/);
      expect(html).toMatch(/<input id="blik-code" name="blikCode" required[^>]* pattern="\[0-9\]\{6\}"/);
      const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
      const refused = await choose(placed.redirectUrl, 'paid', token, { blikCode: '12345' });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Wpisz 6-cyfrowy kod BLIK z aplikacji bankowej.');
      expect((await payment()).status).toBe('OPEN');
      expect((await choose(placed.redirectUrl, 'paid', token, { blikCode: '000000' })).status).toBe(303);
      expect((await payment()).status).toBe('FAILED');

      const retry = (await who.graphql(START_PAYMENT, { u: PL_STORE, o: placed.orderUuid, m: 'blik' })).data.startPayment;
      expect(retry.errors).toEqual([]);
      expect((await choose(retry.redirectUrl, 'paid', undefined, { blikCode: '777 123' })).status).toBe(303);
      expect(await payment()).toMatchObject({ method: 'blik', status: 'PAID', attempt: 2 });
    });

    it('keeps a pending payment waiting for the banking app, with its page to complete it later', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      expect((await choose(redirectUrl as string, 'pending')).status).toBe(303);
      expect(await status(who, orderUuid)).toMatchObject({ status: 'PENDING', redirectUrl });
      const html = await (await fetch(`${base}${redirectUrl}`)).text();
      expect(html).not.toContain('value="pending"');
      expect(html).not.toContain('value="fraud"');
      await choose(redirectUrl as string, 'paid');
      expect(await status(who, orderUuid)).toMatchObject({ status: 'PAID', redirectUrl: null });
    });
  });

  describe('retries', () => {
    it('starts a new attempt after a failed, cancelled or expired payment, up to the limit (2036)', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      await choose(redirectUrl as string, 'failed');
      expect(await status(who, orderUuid)).toMatchObject({ status: 'FAILED', attempt: 1 });
      expect(await orderStatus(orderUuid)).toBe('PENDING');
      let next = await startPayment(who, orderUuid, 'paypal');
      expect(next.errors).toEqual([]);
      expect(next.redirectUrl).not.toBe(redirectUrl);
      expect(await status(who, orderUuid)).toMatchObject({ status: 'OPEN', attempt: 2, method: 'paypal' });
      await choose(next.redirectUrl, 'canceled');
      next = await startPayment(who, orderUuid);
      await choose(next.redirectUrl, 'expired');
      expect(await status(who, orderUuid)).toMatchObject({ status: 'EXPIRED', attempt: 3 });
      await startPayment(who, orderUuid);
      next = await startPayment(who, orderUuid);
      expect(await status(who, orderUuid)).toMatchObject({ status: 'OPEN', attempt: 5 });
      expect(await count(sql`select count(*)::int as n from payments where order_id = ${orderUuid} and status = 'CANCELED'`)).toBe(2);
      const refused = await startPayment(who, orderUuid);
      expect(refused.errors).toEqual([
        { code: 2036, message: 'Too many attempts have been made. Please try again later or use a different payment method.', referencedRequestParameter: 'orderUuid' },
      ]);
      await choose(next.redirectUrl, 'paid');
      expect(await status(who, orderUuid)).toMatchObject({ status: 'PAID', attempt: 5 });
    });

    it('refuses to retry an order the provider flagged as fraud (2035)', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      await choose(redirectUrl as string, 'fraud');
      expect((await status(who, orderUuid)).status).toBe('FAILED');
      expect((await startPayment(who, orderUuid)).errors).toEqual([
        {
          code: 2035,
          message: 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.',
          referencedRequestParameter: 'orderUuid',
        },
      ]);
    });

    it('refuses to retry a paid order (2039) and a method the order may not use', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      expect((await startPayment(who, orderUuid, 'invoice')).errors[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'method' });
      await choose(redirectUrl as string, 'paid');
      expect((await startPayment(who, orderUuid)).errors[0]).toMatchObject({ code: 2039 });
      expect((await startPayment(who, '00000000-0000-4000-8000-000000000000')).errors[0]).toMatchObject({ code: 1005 });
    });
  });

  describe('invoice and bank transfer', () => {
    it('keeps an invoice order PENDING without a redirect until the operator marks it paid, then fulfils it', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app, shopper(app), privateOrder({ customerType: 'BUSINESS', business, paymentMethod: 'invoice' }));
      expect(redirectUrl).toBeNull();
      expect(await status(who, orderUuid)).toMatchObject({ method: 'invoice', status: 'PENDING', redirectUrl: null });
      await app.workers.jobs.runDueJobs();
      expect(await orderStatus(orderUuid)).toBe('PENDING');
      const [{ reference_number: reference }] = await selectRows<{ reference_number: string }>(app.database.db, sql`select reference_number from orders where id = ${orderUuid}`);
      const operator = { gatewayOrigin: base, secret: DEV_WEBHOOK_SECRET };
      expect(await markOrderPaid('GCUK-1', operator)).toBe('unknown-order');
      expect(await markOrderPaid(reference, { ...operator, secret: 'not-the-gateway-secret' })).toBe('refused');
      expect(await markOrderPaid(reference, operator)).toBe('marked');
      expect(await markOrderPaid(reference, operator)).toBe('already-marked');
      expect((await status(who, orderUuid)).status).toBe('PAID');
      await app.workers.jobs.runDueJobs();
      expect(await orderStatus(orderUuid)).toBe('COMPLETED');
    });

    it('offers the operator a button to mark a bank transfer paid on the sandbox page', async () => {
      const { orderUuid, who } = await placedOrder(app, shopper(app), privateOrder({ paymentMethod: 'banktransfer' }));
      const [{ id }] = await selectRows<{ id: string }>(app.database.db, sql`select id from payments where order_id = ${orderUuid}`);
      const html = await (await fetch(`${base}/payments/sandbox/${id}/`)).text();
      expect(html).toContain('Mark as paid');
      expect((await choose(`/payments/sandbox/${id}/`, 'paid')).status).toBe(303);
      expect((await status(who, orderUuid)).status).toBe('PAID');
    });
  });

  describe('cancelling', () => {
    it('cancels its own unpaid order when the shopper leaves, and nobody else may', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      await choose(redirectUrl as string, 'canceled');
      const stranger = shopper(app);
      expect((await stranger.graphql(CANCEL, { u: UK_STORE, o: orderUuid })).data.cancelOrder.errors[0].code).toBe(1005);
      const cancelled = (await who.graphql(CANCEL, { u: UK_STORE, o: orderUuid })).data.cancelOrder;
      expect(cancelled).toEqual({ order: { status: 'CANCELED' }, errors: [] });
      expect((await who.graphql(CANCEL, { u: UK_STORE, o: orderUuid })).data.cancelOrder.errors[0]).toMatchObject({ code: 2040, message: 'This order can no longer be cancelled.' });
      expect((await startPayment(who, orderUuid)).errors[0].code).toBe(2039);
    });

    it('refuses to cancel a paid order', async () => {
      const { orderUuid, redirectUrl, who } = await placedOrder(app);
      await choose(redirectUrl as string, 'paid');
      expect((await who.graphql(CANCEL, { u: UK_STORE, o: orderUuid })).data.cancelOrder.errors[0].code).toBe(2040);
    });

    it('cancels an order still unpaid when its payment window closes, and leaves paid ones alone', async () => {
      const run = (orderId: string) => expireOrderJob({ orderId }, { db: app.database.db, log: pino({ level: 'silent' }), job: { id: 0, kind: 'order.expire', uniqueKey: '', attempts: 1, lockedBy: 'test' } });
      const unpaid = await placedOrder(app);
      const [job] = await selectRows<{ run_at: Date }>(app.database.db, sql`select run_at from jobs where unique_key = ${`order.expire:${unpaid.orderUuid}`}`);
      expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
      await run(unpaid.orderUuid);
      expect(await orderStatus(unpaid.orderUuid)).toBe('CANCELED');
      expect((await status(unpaid.who, unpaid.orderUuid)).status).toBe('EXPIRED');
      const paid = await placedOrder(app);
      await choose(paid.redirectUrl as string, 'paid');
      await run(paid.orderUuid);
      expect(await orderStatus(paid.orderUuid)).not.toBe('CANCELED');
    });
  });
});
