import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { emailOutbox, giftCardLedger, giftCards, jobs, orderItems, orders, shipments } from '@giftshop/gateway-db';
import { createCardSecrets, createPinCheck, findRedeemSession, type PinCheck } from '@giftshop/gateway-cards-data';
import { fulfilOrder, registerIssuingJobs } from '@giftshop/gateway-giftcards';
import { hasValidCheckDigit } from '@giftshop/util-validation';
import { createJobWorker, enqueueJob, JobRegistry } from '@giftshop/gateway-jobs';
import { StoreRegistry } from '@giftshop/gateway-core';
import { PRODUCTION_ENV } from './testing/production-env';
import { createTestApp, type TestApp } from './testing/test-app';
import { createPaidOrder, type PaidOrder } from './testing/paid-order';
import { devPinHasher } from './testing/cards';

const silent = pino({ level: 'silent' });
const CARD_NUMBER = /\d{4} \d{4} \d{4} \d{4} \d{3}/g;

/** Number/PIN pairs as a recipient reads them in the text part. */
function cardsInMail(text: string): { number: string; pin: string }[] {
  const numbers = [...text.matchAll(/Card number: ([\d ]{23})/g)].map((m) => m[1].replace(/ /g, ''));
  const pins = [...text.matchAll(/PIN: (\d{6})/g)].map((m) => m[1]);
  return numbers.map((number, i) => ({ number, pin: pins[i] }));
}

describe('order fulfilment (order.fulfil job)', () => {
  let app: TestApp;
  let mailDir: string;
  let stores: StoreRegistry;
  let pinCheck: PinCheck;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-mail-'));
    app = await createTestApp({ MAIL_DIR: mailDir });
    stores = await StoreRegistry.load(app.database.db);
    pinCheck = await createPinCheck(devPinHasher);
  });
  afterAll(async () => {
    await app.workers.stop();
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const db = () => app.database.db;
  const cardsOf = (order: PaidOrder) =>
    db().select().from(giftCards).where(inArray(giftCards.orderItemId, Object.values(order.cardItems)));
  const ledgerOf = (orderId: string) => db().select().from(giftCardLedger).where(eq(giftCardLedger.orderId, orderId));
  const secrets = createCardSecrets({ current: devPinHasher.current.pepper });
  const queuedOf = async (order: PaidOrder) => {
    const shipmentIds = (await db().select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, order.orderId))).map((s) => s.id);
    return db().select().from(emailOutbox).where(inArray(emailOutbox.idempotencyKey, [
      `order-confirmation:${order.orderId}`,
      ...Object.values(order.packages).map((id) => `card-delivery:${id}`),
      ...shipmentIds.map((id) => `shipment-print:${id}`),
    ]));
  };
  /** The order's outbox rows with their subject and body as sent (card e-mails are rendered only then). */
  const outboxOf = async (order: PaidOrder) =>
    Promise.all((await queuedOf(order)).map(async (row) => ({ ...row, ...(await app.workers.outbox.render(row.id)) })));
  const fulfil = (orderId: string) => enqueueJob(db(), { kind: 'order.fulfil', uniqueKey: `order.fulfil:${orderId}`, payload: { orderId } });

  describe('a paid order with digital, physical and donation packages', () => {
    let order: PaidOrder;
    beforeAll(async () => {
      order = await createPaidOrder(db());
      await fulfil(order.orderId);
      await app.workers.jobs.runDueJobs();
    });

    it('completes the order and marks the job done', async () => {
      const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
      expect(row.status).toBe('COMPLETED');
      expect(row.completedAt).toBeInstanceOf(Date);
      const [job] = await db().select().from(jobs).where(eq(jobs.uniqueKey, `order.fulfil:${order.orderId}`));
      expect(job).toMatchObject({ status: 'DONE', attempts: 1 });
    });

    it('issues quantity × split cards per gift card item and none for the donation', async () => {
      const cards = await cardsOf(order);
      const byItem = (itemId: number) => cards.filter((c) => c.orderItemId === itemId).map((c) => c.balance).sort();
      expect(byItem(order.cardItems.ann)).toEqual([2500, 2500]);
      expect(byItem(order.cardItems.bob)).toEqual([15000, 5000]);
      expect(byItem(order.cardItems.dan)).toEqual([5000]);
      expect(cards).toHaveLength(5);
      for (const card of cards) {
        expect(card.number).toMatch(/^6301480\d{12}$/);
        expect(hasValidCheckDigit(card.number)).toBe(true);
        expect(card).toMatchObject({ status: 'ACTIVE', storeId: 48, currency: 'GBP' });
        expect(card.pinHash).toMatch(new RegExp(`^\\$gs-pin\\$v=1,k=${devPinHasher.current.id}\\$argon2id\\$`));
        expect(card.expiresAt.getUTCFullYear()).toBe(card.createdAt.getUTCFullYear() + 5);
      }
    });

    it('writes one ISSUE ledger row per card that sums to its balance', async () => {
      const cards = await cardsOf(order);
      const ledger = await ledgerOf(order.orderId);
      expect(ledger).toHaveLength(5);
      for (const card of cards) {
        const rows = ledger.filter((l) => l.giftCardId === card.id);
        expect(rows.map((r) => r.reason)).toEqual(['ISSUE']);
        expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(card.balance);
        expect(rows[0].balanceAfter).toBe(card.balance);
      }
      expect(ledger.map((l) => l.idempotencyKey).sort()).toEqual(
        [`issue:${order.cardItems.ann}:1`, `issue:${order.cardItems.ann}:2`, `issue:${order.cardItems.bob}:1`, `issue:${order.cardItems.bob}:2`, `issue:${order.cardItems.dan}:1`].sort(),
      );
    });

    it('keeps no card number or PIN in the outbox: card e-mails and print orders are rendered when they are sent', async () => {
      const cards = await cardsOf(order);
      const queued = (await queuedOf(order)).filter((m) => m.template === 'card-delivery' || m.template === 'shipment-print');
      expect(queued).toHaveLength(3);
      for (const row of queued) {
        expect(row).toMatchObject({ html: null, text: null });
        const stored = JSON.stringify(row);
        for (const card of cards) expect(stored).not.toContain(card.number);
        const pins = [...(await app.workers.outbox.render(row.id)).text.matchAll(/PIN:? (\d{6})/g)].map((m) => m[1]);
        expect(pins.length).toBeGreaterThan(0);
        for (const pin of pins) expect(stored).not.toContain(pin);
      }
    });

    it('queues one e-mail per digital receiver at the delivery moment, with PINs that verify', async () => {
      const mails = await outboxOf(order);
      const ann = mails.find((m) => m.idempotencyKey === `card-delivery:${order.packages.ann}`);
      const bob = mails.find((m) => m.idempotencyKey === `card-delivery:${order.packages.bob}`);
      expect(mails.find((m) => m.idempotencyKey === `card-delivery:${order.packages.dan}`)).toBeUndefined();
      expect(mails.find((m) => m.idempotencyKey === `card-delivery:${order.packages.charity}`)).toBeUndefined();
      // 14 March 2030 09:30 in London is GMT.
      expect(ann).toMatchObject({ toAddress: 'ann@example.com', template: 'card-delivery', sendAfter: new Date('2030-03-14T09:30:00Z'), status: 'PENDING' });
      expect(bob?.toAddress).toBe('bob@example.com');
      expect(Math.abs((bob?.sendAfter.getTime() ?? 0) - Date.now())).toBeLessThan(120_000);

      expect(ann?.text).toContain('Happy birthday, Ann! <3 & cheers');
      expect(ann?.html).toContain('Happy birthday, Ann! &lt;3 &amp; cheers');
      expect(ann?.text).toMatch(/Carol Buyer sent you a gift card worth £50\.00: .+\./);
      const cards = await cardsOf(order);
      for (const [mail, itemId] of [[ann, order.cardItems.ann], [bob, order.cardItems.bob]] as const) {
        const shown = cardsInMail(mail?.text ?? '');
        expect(shown).toHaveLength(2);
        for (const { number, pin } of shown) {
          const card = cards.find((c) => c.number === number);
          expect(card?.orderItemId).toBe(itemId);
          expect(await pinCheck.verify(number, card?.pinHash ?? null, pin)).toEqual({ matched: true, rehashed: null });
          expect(mail?.html).not.toContain(`cardNumber=${number}`);
        }
        // Each card's link opens a redeem session for that card, valid until the card expires.
        const tokens = [...(mail?.html ?? '').matchAll(/check-balance\/\?redeemToken=([\w-]+)/g)].map((m) => m[1]);
        expect(tokens).toHaveLength(2);
        const sessions = await Promise.all(tokens.map((t) => findRedeemSession(db(), t)));
        const shownIds = shown.map(({ number }) => cards.find((c) => c.number === number)?.id);
        expect(sessions.map((session) => session?.giftCardId).sort()).toEqual(shownIds.sort());
      }
    });

    it('records the physical dispatch dates and sends the buyer a confirmation with them', async () => {
      const [physical] = await db().select().from(shipments).where(and(eq(shipments.orderId, order.orderId), eq(shipments.deliveryType, 'PHYSICAL')));
      expect(physical.dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(physical.expectedDeliveryDate) > String(physical.dispatchDate)).toBe(true);
      const confirmation = (await outboxOf(order)).find((m) => m.template === 'order-confirmation');
      expect(confirmation?.toAddress).toBe('carol@example.com');
      expect(confirmation?.text).toContain('Hello Carol,');
      expect(confirmation?.text).toMatch(/Order number: GCUK-T\d+/);
      expect(confirmation?.text).toContain('By registered post\nDispatched on ');
      expect(confirmation?.text).toContain('Sent on Thursday, 14 March 2030 at 09:30');
      expect(confirmation?.text).toContain(`/order/${order.orderId}/`);
      expect(confirmation?.text).toContain('Shipping: £6.95');
      expect(confirmation?.text).not.toMatch(CARD_NUMBER);
    });

    it('sends the physical cards with their PINs to the fulfilment desk to print and post', async () => {
      const [physical] = await db().select().from(shipments).where(and(eq(shipments.orderId, order.orderId), eq(shipments.deliveryType, 'PHYSICAL')));
      const print = (await outboxOf(order)).find((m) => m.idempotencyKey === `shipment-print:${physical.id}`);
      expect(print).toMatchObject({ template: 'shipment-print', toAddress: `fulfilment@${new URL(stores.get(48)?.origin ?? '').hostname.replace(/^www\./, '')}` });
      expect(print?.subject).toBe(`Print and post: order ${(await db().select().from(orders).where(eq(orders.id, order.orderId)))[0].referenceNumber}, dispatch ${physical.dispatchDate}`);
      expect(print?.text).toContain('Receiver: Dan Post');
      expect(print?.text).toContain('Dan Post, 1 High Street, London, EC1A 1BB, GB');
      const [dan] = (await cardsOf(order)).filter((c) => c.orderItemId === order.cardItems.dan);
      const line = new RegExp(`${dan.number.replace(/(\d{4})(?=\d)/g, '$1 ')} · PIN (\\d{6}) · £50\\.00`).exec(print?.text ?? '');
      expect(line).not.toBeNull();
      expect(await pinCheck.verify(dan.number, dan.pinHash, line?.[1] ?? '')).toEqual({ matched: true, rehashed: null });
    });

    it('does nothing when run again', async () => {
      const before = { cards: (await cardsOf(order)).length, mails: (await outboxOf(order)).length };
      await expect(fulfilOrder(db(), { stores, log: silent, pins: devPinHasher, secrets }, order.orderId)).resolves.toEqual({ outcome: 'already-fulfilled' });
      expect(await enqueueJob(db(), { kind: 'order.fulfil', uniqueKey: `order.fulfil:${order.orderId}`, payload: { orderId: order.orderId } })).toBe(false);
      await app.workers.jobs.runDueJobs();
      expect({ cards: (await cardsOf(order)).length, mails: (await outboxOf(order)).length }).toEqual(before);
    });

    it('sends the due e-mails as .eml files that the development viewer lists', async () => {
      await app.workers.outbox.sendDueEmails();
      const mails = await outboxOf(order);
      expect(mails.filter((m) => m.status === 'SENT').map((m) => m.template).sort()).toEqual(['card-delivery', 'order-confirmation', 'shipment-print']);
      expect(mails.find((m) => m.idempotencyKey === `card-delivery:${order.packages.ann}`)?.status).toBe('PENDING');
      const files = await readdir(mailDir);
      const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(mailDir, f)))));
      const bob = parsed.find((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text === 'bob@example.com');
      expect(bob?.subject).toBe('Carol Buyer sent you a gift card');
      expect(bob?.from?.value[0]).toEqual({ name: stores.get(48)?.name, address: `no-reply@${new URL(stores.get(48)?.origin ?? '').hostname.replace(/^www\./, '')}` });
      expect(cardsInMail(bob?.text ?? '')).toHaveLength(2);

      const base = await app.listen();
      const page = await (await fetch(`${base}/dev/mail/`)).text();
      expect(page).toContain('Carol Buyer sent you a gift card');
      expect(page).toContain(`Your order `);
    });
  });

  it('issues once when two workers fulfil the same order at the same time', async () => {
    const order = await createPaidOrder(db());
    const deps = { stores: stores, log: silent, pins: devPinHasher, secrets };
    const results = await Promise.all([fulfilOrder(db(), deps, order.orderId), fulfilOrder(db(), deps, order.orderId)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['already-fulfilled', 'fulfilled']);
    expect(await cardsOf(order)).toHaveLength(5);
    expect(await ledgerOf(order.orderId)).toHaveLength(5);
    expect((await outboxOf(order)).length).toBe(4);
  });

  it('commits nothing when a run dies midway, and the retry issues exactly once', async () => {
    const order = await createPaidOrder(db());
    // The buyer's confirmation is queued after every card: failing it kills the run with the cards already inserted.
    // Only this order's confirmation fails, so other suites sharing a PostgreSQL database are not disturbed.
    await db().execute(sql.raw(`
      create or replace function fail_confirmation() returns trigger as $$
      begin
        if new.idempotency_key = 'order-confirmation:${order.orderId}' then raise exception 'simulated crash'; end if;
        return new;
      end $$ language plpgsql`));
    await db().execute(sql.raw('create trigger fail_confirmation before insert on email_outbox for each row execute function fail_confirmation()'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    // A little ahead of the clock, so the job enqueued below is due.
    let now = new Date(Date.now() + 1_000);
    const worker = createJobWorker(db(), registerIssuingJobs(new JobRegistry(), { stores: stores, pins: devPinHasher, secrets }), log, { clock: () => now });
    try {
      await fulfil(order.orderId);
      await worker.runDueJobs();
      const [job] = await db().select().from(jobs).where(eq(jobs.uniqueKey, `order.fulfil:${order.orderId}`));
      expect(job).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('simulated crash') });
      expect(await cardsOf(order)).toHaveLength(0);
      expect(await ledgerOf(order.orderId)).toHaveLength(0);
      expect(await outboxOf(order)).toHaveLength(0);
      expect((await db().select().from(orders).where(eq(orders.id, order.orderId)))[0].status).toBe('PENDING');
    } finally {
      await db().execute(sql.raw('drop trigger fail_confirmation on email_outbox'));
      await db().execute(sql.raw('drop function fail_confirmation()'));
    }
    now = new Date(Date.now() + 60_000);
    await worker.runDueJobs();
    expect(await cardsOf(order)).toHaveLength(5);
    expect(await ledgerOf(order.orderId)).toHaveLength(5);
    expect(await outboxOf(order)).toHaveLength(4);

    const logged = lines.join('');
    expect(logged).toContain('job will be retried');
    for (const card of await cardsOf(order)) expect(logged).not.toContain(card.number);
    for (const mail of await outboxOf(order)) for (const { pin } of cardsInMail(mail.text)) expect(logged).not.toContain(`"${pin}"`);
  });

  it('takes over a fulfilment whose process was killed while it ran', async () => {
    const order = await createPaidOrder(db());
    // What a SIGKILL leaves behind: the job claimed (RUNNING, locked) and its transaction rolled back.
    await db().insert(jobs).values({
      kind: 'order.fulfil', uniqueKey: `order.fulfil:${order.orderId}`, payload: { orderId: order.orderId }, runAt: new Date(Date.now() - 3_600_000),
      status: 'RUNNING', attempts: 1, lockedAt: new Date(Date.now() - 600_000), lockedBy: 'killed-host:4242:abc',
    });
    await app.workers.jobs.runDueJobs();
    expect(await cardsOf(order)).toHaveLength(5);
    const [job] = await db().select().from(jobs).where(eq(jobs.uniqueKey, `order.fulfil:${order.orderId}`));
    expect(job).toMatchObject({ status: 'DONE', attempts: 2, lockedBy: null });
  });

  it('draws new numbers when a card number is already taken, and issues once', async () => {
    const order = await createPaidOrder(db());
    const [taken] = await db().select({ number: giftCards.number }).from(giftCards).limit(1);
    // The first write of this order's cards collides with an existing card's number, as a random draw could.
    await db().execute(sql.raw('create sequence collide_once'));
    await db().execute(sql.raw(`
      create or replace function collide_once() returns trigger as $$
      begin
        if new.order_item_id = ${order.cardItems.dan} and nextval('collide_once') = 1 then new.number := '${taken.number}'; end if;
        return new;
      end $$ language plpgsql`));
    await db().execute(sql.raw('create trigger collide_once before insert on gift_cards for each row execute function collide_once()'));
    try {
      await fulfil(order.orderId);
      await app.workers.jobs.runDueJobs();
    } finally {
      await db().execute(sql.raw('drop trigger collide_once on gift_cards'));
      await db().execute(sql.raw('drop function collide_once()'));
      await db().execute(sql.raw('drop sequence collide_once'));
    }
    const cards = await cardsOf(order);
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => c.number)).not.toContain(taken.number);
    expect(await ledgerOf(order.orderId)).toHaveLength(5);
    const [job] = await db().select().from(jobs).where(eq(jobs.uniqueKey, `order.fulfil:${order.orderId}`));
    expect(job).toMatchObject({ status: 'DONE', attempts: 1 });
    // Every e-mail names the numbers that were issued: the receivers' e-mails and the print order of Dan's card.
    const mails = await outboxOf(order);
    const mailed = mails.flatMap((m) => [...m.text.matchAll(CARD_NUMBER)].map((match) => match[0].replace(/ /g, '')));
    expect(mailed.sort()).toEqual(cards.map((c) => c.number).sort());
  });

  it('still sends a card e-mail queued in the first format (card ids, the rest read when sent)', async () => {
    const order = await createPaidOrder(db());
    await fulfil(order.orderId);
    await app.workers.jobs.runDueJobs();
    const [sent] = (await outboxOf(order)).filter((m) => m.idempotencyKey === `card-delivery:${order.packages.ann}`);
    const pins = new Map(cardsInMail(sent.text).map((c) => [c.number, c.pin]));
    const cards = (await cardsOf(order)).filter((c) => c.orderItemId === order.cardItems.ann).sort((a, b) => a.id - b.id);
    const content = {
      orderId: order.orderId,
      packageId: order.packages.ann,
      expiresAt: cards[0].expiresAt.toISOString(),
      cards: cards.map((card, i) => ({
        id: card.id,
        itemId: order.cardItems.ann,
        n: i + 1,
        value: card.balance,
        sealed: secrets.seal(JSON.stringify({ pin: pins.get(card.number), token: `first-format-${card.id}` }), `card-delivery:${card.id}`),
      })),
    };
    const [row] = await db()
      .insert(emailOutbox)
      .values({ storeId: 48, template: 'card-delivery', toAddress: 'ann@example.com', subject: sent.subject, content, idempotencyKey: `first-format:${order.orderId}`, sendAfter: new Date(0) })
      .returning({ id: emailOutbox.id });
    try {
      const rendered = await app.workers.outbox.render(row.id);
      expect(cardsInMail(rendered.text)).toEqual(cardsInMail(sent.text));
      expect(rendered.text).toContain(`redeemToken=first-format-${cards[0].id}`);
    } finally {
      await db().delete(emailOutbox).where(eq(emailOutbox.id, row.id));
    }
  });

  describe('a paid £400 card (above the £150 card maximum)', () => {
    let order: PaidOrder;
    beforeAll(async () => {
      order = await createPaidOrder(db());
      await db().update(orderItems).set({ unitPrice: 40000 }).where(eq(orderItems.id, order.cardItems.bob));
      await fulfil(order.orderId);
      await app.workers.jobs.runDueJobs();
    });

    it('issues three cards of £150, £150 and £100, each with its own number, PIN and one ISSUE ledger row', async () => {
      const cards = (await cardsOf(order)).filter((c) => c.orderItemId === order.cardItems.bob);
      expect(cards.map((c) => c.balance).sort((a, b) => b - a)).toEqual([15000, 15000, 10000]);
      expect(cards.reduce((sum, c) => sum + c.balance, 0)).toBe(40000);
      expect(new Set(cards.map((c) => c.number)).size).toBe(3);
      expect(new Set(cards.map((c) => c.pinHash)).size).toBe(3);
      const ledger = (await ledgerOf(order.orderId)).filter((l) => cards.some((c) => c.id === l.giftCardId));
      expect(ledger.map((l) => l.idempotencyKey).sort()).toEqual([1, 2, 3].map((n) => `issue:${order.cardItems.bob}:${n}`));
      for (const card of cards) {
        const rows = ledger.filter((l) => l.giftCardId === card.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ reason: 'ISSUE', amount: card.balance, balanceAfter: card.balance });
      }
      expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(40000);
    });

    it('lists every card in the receiver\'s e-mail', async () => {
      const [mail] = (await outboxOf(order)).filter((m) => m.idempotencyKey === `card-delivery:${order.packages.bob}`);
      const cards = (await cardsOf(order)).filter((c) => c.orderItemId === order.cardItems.bob);
      expect(cardsInMail(mail?.text ?? '').map((c) => c.number).sort()).toEqual(cards.map((c) => c.number).sort());
    });

    it('tells the buyer in the confirmation that the card is sent as three', async () => {
      const confirmation = (await outboxOf(order)).find((m) => m.template === 'order-confirmation');
      expect(confirmation?.text).toContain('Sent as 3 cards: £150.00, £150.00 and £100.00');
    });
  });
});

describe('the development mail viewer', () => {
  it('is not served in production', async () => {
    const production = await createTestApp(PRODUCTION_ENV);
    try {
      const base = await production.listen();
      expect((await fetch(`${base}/dev/mail/`)).status).toBe(404);
    } finally {
      await production.workers.stop();
      await production.close();
    }
  });
});
