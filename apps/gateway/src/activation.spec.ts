import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { fulfilActivation } from '@giftshop/gateway-activation';
import { StoreRegistry } from '@giftshop/gateway-core';
import { giftCards, products, selectRows } from '@giftshop/gateway-db';
import { generateCardNumber } from '@giftshop/gateway-giftcards';
import { issueTestCard, type TestCard } from './testing/cards';
import { paymentIdOf, sendWebhook } from './testing/shopper';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const CREATE = /* GraphQL */ `
  mutation Activate($u: UserDataInput!, $n: String!, $a: Int!, $e: String!) {
    createActivationOrder(userData: $u, cardNumber: $n, amount: $a, email: $e) {
      order { orderUuid redirectUrl }
      errors { code message referencedRequestParameter }
    }
  }`;

const VOUCHER = /* GraphQL */ `
  query Voucher($u: UserDataInput!, $o: String!) {
    activationVoucher(userData: $u, orderUuid: $o) {
      voucher { orderUuid referenceNumber maskedCardNumber amount { minorUnits currency } email activated activeBefore }
      errors { code message referencedRequestParameter }
    }
  }`;

const silent = pino({ level: 'silent' });

describe('Choice card activation', () => {
  let app: TestApp;
  let base: string;
  let mailDir: string;
  let logged = '';
  let visitor = 0;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-activation-mail-'));
    const sink = new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) });
    app = await createTestApp({ MAIL_DIR: mailDir }, pino({ level: 'trace' }, sink));
    base = await app.listen();
  });
  afterAll(async () => {
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const db = () => app.database.db;
  /** An unused Choice card of the UK store, as sold in shops: INACTIVE, no balance. */
  const choiceCard = (state: Parameters<typeof issueTestCard>[1] = {}) => issueTestCard(db(), { prefix: '6301481', status: 'INACTIVE', balance: 0, ...state });

  /** GraphQL over HTTP; each call comes from its own visitor unless one is given. */
  async function call(query: string, variables: Record<string, unknown>, from = `198.51.100.${(++visitor % 250) + 1}`) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': from },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()).data;
  }
  const activate = async (card: Pick<TestCard, 'number'>, change: { amount?: number; email?: string; u?: object; from?: string } = {}) =>
    (await call(CREATE, { u: change.u ?? UK, n: card.number, a: change.amount ?? 5000, e: change.email ?? 'ada@example.com' }, change.from)).createActivationOrder;
  const errorsOf = async (card: Pick<TestCard, 'number'>, change: Parameters<typeof activate>[1] = {}) => (await activate(card, change)).errors;
  const voucher = async (orderUuid: string, u: object = UK) => (await call(VOUCHER, { u, o: orderUuid })).activationVoucher;

  /** Loads the sandbox page like a browser and clicks an outcome; answers where the shopper is sent back to. */
  async function pay(redirectUrl: string, outcome = 'paid') {
    return (await submitSandbox(redirectUrl, { outcome })).headers.get('location');
  }
  async function submitSandbox(redirectUrl: string, fields: Record<string, string>) {
    const page = await (await fetch(`${base}${redirectUrl}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    return fetch(`${base}${redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, ...fields }).toString(),
      redirect: 'manual',
    });
  }

  const cardRow = async (id: number) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0];
  const ledgerSum = async (id: number) =>
    (await selectRows<{ sum: number; n: number }>(db(), sql`select coalesce(sum(amount), 0)::int as sum, count(*)::int as n from gift_card_ledger where gift_card_id = ${id}`))[0];
  const orderStatus = async (orderUuid: string) => (await selectRows<{ status: string }>(db(), sql`select status from orders where id = ${orderUuid}`))[0].status;
  const mailsOf = async (orderUuid: string) =>
    selectRows<{ to_address: string; status: string }>(db(), sql`select to_address, status from email_outbox where idempotency_key = ${`activation-confirmation:${orderUuid}`}`);

  describe('refusals', () => {
    it('refuses a prefix that is not activatable in this store: a plain card, another store’s Choice card, an unknown prefix', async () => {
      const message = 'This card cannot be activated here: card prefix not allowed.';
      const plain = await issueTestCard(db(), { status: 'INACTIVE', balance: 0 });
      const dutch = await issueTestCard(db(), { prefix: '6301011', storeId: 1, status: 'INACTIVE', balance: 0 });
      for (const number of [plain.number, dutch.number, generateCardNumber('9999999')]) {
        expect(await errorsOf({ number })).toEqual([{ code: 2302, message, referencedRequestParameter: 'cardNumber' }]);
      }
    });

    it('answers "simulation failed" for a malformed number, an unknown card, and a card that is active, blocked, expired or not a Choice card', async () => {
      const message = 'We could not activate this card. Please check the number and try again.';
      const active = await choiceCard({ status: 'ACTIVE', balance: 2500 });
      const blocked = await choiceCard({ status: 'BLOCKED' });
      const expired = await choiceCard({ expiresAt: new Date(Date.now() - 86_400_000) });
      const notChoice = await choiceCard();
      const [plainProduct] = await db().select({ id: products.id }).from(products).where(sql`${products.storeId} = 48 and not ${products.isChoice} and ${products.productType} = 'GIFT_CARD'`).limit(1);
      await db().update(giftCards).set({ productId: plainProduct.id }).where(eq(giftCards.id, notChoice.id));
      const unknown = generateCardNumber('6301481');
      for (const number of ['6301 4810 0000', `${unknown.slice(0, 18)}${(Number(unknown[18]) + 1) % 10}`, unknown, active.number, blocked.number, expired.number, notChoice.number]) {
        expect(await errorsOf({ number })).toEqual([{ code: 2301, message, referencedRequestParameter: 'cardNumber' }]);
      }
      expect((await cardRow(active.id)).balance).toBe(2500);
    });

    it('refuses an invalid e-mail address with 2303, together with a malformed number', async () => {
      const card = await choiceCard();
      for (const email of ['', 'ada', 'ada@', 'ada example.com']) {
        expect(await errorsOf(card, { email })).toEqual([{ code: 2303, message: 'Please enter a valid e-mail address.', referencedRequestParameter: 'email' }]);
      }
      expect((await errorsOf({ number: '123' }, { email: 'x' })).map((e: { code: number }) => e.code)).toEqual([2301, 2303]);
    });

    it('refuses a value outside the Choice card’s range or with pence, naming the range', async () => {
      const card = await choiceCard();
      expect(await errorsOf(card, { amount: 400 })).toEqual([{ code: 1004, message: 'The value is at least £5.00', referencedRequestParameter: 'amount' }]);
      expect(await errorsOf(card, { amount: 15100 })).toEqual([{ code: 1004, message: 'The value is at most £150.00', referencedRequestParameter: 'amount' }]);
      expect((await errorsOf(card, { amount: 2550 }))[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'amount' });
      expect((await activate(card, { amount: 15000 })).errors).toEqual([]);
    });

    it('refuses a card whose paid activation is on its way, and cancels an abandoned unpaid one', async () => {
      const card = await choiceCard();
      const first = (await activate(card)).order;
      const second = (await activate(card)).order;
      expect(await orderStatus(first.orderUuid)).toBe('CANCELED');
      expect(await orderStatus(second.orderUuid)).toBe('PENDING');
      const paymentId = paymentIdOf(second.redirectUrl);
      expect((await sendWebhook(base, { id: `${paymentId}:paid`, type: 'payment.updated', paymentId, outcome: 'paid', createdAt: new Date().toISOString() })).status).toBe(200);
      expect(await errorsOf(card)).toEqual([expect.objectContaining({ code: 2301, referencedRequestParameter: 'cardNumber' })]);
    });

    it('limits the activation orders of one visitor', async () => {
      const card = await choiceCard();
      const from = '203.0.113.91';
      for (let i = 0; i < 10; i++) expect((await errorsOf(card, { from, email: 'x' }))[0].code).toBe(2303);
      expect(await errorsOf(card, { from })).toEqual([expect.objectContaining({ code: 1007 })]);
      expect(await errorsOf(card, { from: '203.0.113.92' })).toEqual([]);
    });
  });

  describe('a paid activation', () => {
    let card: TestCard;
    let orderUuid: string;

    beforeAll(async () => {
      card = await choiceCard();
      const created = await activate({ number: card.number.replace(/(\d{4})/g, '$1 ') }, { amount: 7500, email: ' grace@example.com ' });
      expect(created.errors).toEqual([]);
      orderUuid = created.order.orderUuid;
      expect(created.order.redirectUrl).toMatch(/^\/payments\/sandbox\/[0-9a-f-]{36}\/$/);
    });

    it('is an ACTIVATION order with a reference number and the value as its total; no voucher before payment', async () => {
      const [order] = await selectRows<{ order_type: string; status: string; reference_number: string; grand_total: number; payment_method: string }>(
        db(),
        sql`select order_type, status, reference_number, grand_total, payment_method from orders where id = ${orderUuid}`,
      );
      expect(order).toEqual({ order_type: 'ACTIVATION', status: 'PENDING', reference_number: expect.stringMatching(/^GCUK-\d+$/), grand_total: 7500, payment_method: 'visa' });
      expect((await voucher(orderUuid)).errors).toEqual([expect.objectContaining({ code: 1005, referencedRequestParameter: 'orderUuid' })]);
    });

    it('returns from the sandbox to the activation success page, then the job activates the card with the value', async () => {
      const location = await pay((await selectRows<{ redirect_url: string }>(db(), sql`select redirect_url from payments where order_id = ${orderUuid}`))[0].redirect_url);
      expect(location).toBe(`/activate/success/?order=${orderUuid}`);
      expect((await voucher(orderUuid)).voucher).toMatchObject({ activated: false });
      await app.workers.jobs.runDueJobs();
      const row = await cardRow(card.id);
      expect(row.status).toBe('ACTIVE');
      expect(row.activatedAt).toBeInstanceOf(Date);
      expect(row.balance).toBe(7500);
      expect(await ledgerSum(card.id)).toEqual({ sum: 7500, n: 1 });
      expect(await orderStatus(orderUuid)).toBe('COMPLETED');
    });

    it('shows the voucher: masked number, value, e-mail, activated and the active-before time', async () => {
      const answer = await voucher(orderUuid);
      expect(answer.errors).toEqual([]);
      expect(answer.voucher).toMatchObject({
        orderUuid,
        maskedCardNumber: `···· ···· ···· ···· ${card.number.slice(-4)}`,
        amount: { minorUnits: 7500, currency: 'GBP' },
        email: 'grace@example.com',
        activated: true,
      });
      const hours = (Date.parse(answer.voucher.activeBefore) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect((await voucher(orderUuid, NL)).errors[0]).toMatchObject({ code: 1005 });
      expect((await voucher('00000000-0000-4000-8000-000000000000')).errors[0]).toMatchObject({ code: 1005 });
    });

    it('sends exactly one confirmation e-mail, with only the masked number', async () => {
      await app.workers.outbox.sendDueEmails();
      expect(await mailsOf(orderUuid)).toEqual([{ to_address: 'grace@example.com', status: 'SENT' }]);
      const files = await readdir(mailDir);
      const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(mailDir, f)))));
      const mine = mails.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text === 'grace@example.com');
      expect(mine).toHaveLength(1);
      expect(mine[0].subject).toMatch(/^Your Choice card activation GCUK-\d+$/);
      expect(mine[0].text).toContain(`Card number: ···· ···· ···· ···· ${card.number.slice(-4)}`);
      expect(mine[0].text).toContain(`/carddetails/?order=${orderUuid}`);
      expect(`${mine[0].text}${mine[0].html}`).not.toContain(card.number);
    });

    it('is harmless to run again: no second credit, e-mail or status change', async () => {
      const stores = await StoreRegistry.load(db());
      await fulfilActivation(db(), stores, silent, orderUuid);
      await fulfilActivation(db(), stores, silent, orderUuid);
      await app.workers.jobs.runDueJobs();
      expect(await ledgerSum(card.id)).toEqual({ sum: 7500, n: 1 });
      expect((await cardRow(card.id)).balance).toBe(7500);
      expect(await mailsOf(orderUuid)).toHaveLength(1);
      expect(await errorsOf(card)).toEqual([expect.objectContaining({ code: 2301 })]);
    });

    it('never writes the card number to the log', () => {
      expect(logged).toContain('choice card activated');
      for (const secret of [card.number, card.number.slice(0, 12)]) expect(logged).not.toContain(secret);
    });
  });

  it('cancels a paid order whose card was blocked or activated meanwhile, for a refund, without a second credit', async () => {
    const card = await choiceCard();
    const { order } = await activate(card);
    await pay(order.redirectUrl);
    await db().update(giftCards).set({ status: 'BLOCKED' }).where(eq(giftCards.id, card.id));
    await app.workers.jobs.runDueJobs();
    expect(await orderStatus(order.orderUuid)).toBe('CANCELED');
    expect(await ledgerSum(card.id)).toEqual({ sum: 0, n: 0 });
    expect(await mailsOf(order.orderUuid)).toEqual([]);
  });

  it('pays a Dutch activation with iDEAL, the bank chosen on the payment page as iDEAL itself asks', async () => {
    const card = await issueTestCard(db(), { prefix: '6301011', storeId: 1, status: 'INACTIVE', balance: 0 });
    const { order, errors } = await activate(card, { u: NL, amount: 4000 });
    expect(errors).toEqual([]);
    const payment = async () =>
      (await selectRows<{ method: string; issuer: string | null; status: string }>(db(), sql`select method, issuer, status from payments where order_id = ${order.orderUuid}`))[0];
    expect(await payment()).toEqual({ method: 'ideal', issuer: null, status: 'OPEN' });
    const page = await (await fetch(`${base}${order.redirectUrl}`)).text();
    expect(page).toContain('<select id="issuer" name="issuer" required>');
    expect(page).toContain('<option value="RABONL2U">Rabobank</option>');

    const withoutBank = await submitSandbox(order.redirectUrl, { outcome: 'paid' });
    expect(withoutBank.status).toBe(400);
    expect(await withoutBank.text()).toContain('role="alert">Kies je bank om te betalen.</p>');
    const unknownBank = await submitSandbox(order.redirectUrl, { outcome: 'paid', issuer: 'XXXXNL2A' });
    expect(unknownBank.status).toBe(400);
    expect(await payment()).toEqual({ method: 'ideal', issuer: null, status: 'OPEN' });

    const paid = await submitSandbox(order.redirectUrl, { outcome: 'paid', issuer: 'RABONL2U' });
    expect(paid.headers.get('location')).toBe(`/activeren/gelukt/?order=${order.orderUuid}`);
    expect(await payment()).toEqual({ method: 'ideal', issuer: 'RABONL2U', status: 'PAID' });
    const closed = await (await fetch(`${base}${order.redirectUrl}`)).text();
    expect(closed).not.toContain('<select');
    expect(closed).toContain('<dd>Rabobank</dd>');
  });

  it('has sandbox Choice cards in the seed, ready to activate', async () => {
    const rows = await selectRows<{ number: string; status: string; balance: number }>(db(), sql`select number, status, balance from gift_cards where number like '63014810000000000%' order by number`);
    expect(rows.map((r) => r.number)).toEqual(expect.arrayContaining(['6301481000000000012', '6301481000000000020', '6301481000000000038']));
  });
});
