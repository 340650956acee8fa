import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { StoreRegistry } from '@giftshop/gateway-core';
import { issueRedeemToken } from '@giftshop/gateway-cards-data';
import { DatabaseLockedError, doublerDraws, doublerEntries, emailOutbox, giftCardLedger, giftCards, jobs, selectRows } from '@giftshop/gateway-db';
import { generateCardNumber } from '@giftshop/gateway-giftcards';
import { addMonths, drawMonth, firstMonday, OPERATOR_DRAW_PATH, signOperatorBody } from '@giftshop/gateway-doubler';
import { runDoublerDraw } from './doubler-draw-command';
import { solveCaptcha } from './testing/captcha';
import { argon2Part, issueTestCard, wrongPin, type TestCard } from './testing/cards';
import { countingVerifier } from './testing/secret-verifier';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const ENTER = /* GraphQL */ `
  mutation Enter($u: UserDataInput!, $name: String!, $email: String!, $n: String, $p: String, $c: String) {
    enterDoubler(userData: $u, name: $name, email: $email, cardNumber: $n, pin: $p, captchaToken: $c) {
      entry {
        month
        drawDate
        thankYouPath
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`;
const STATUS = /* GraphQL */ `
  query Status($u: UserDataInput!) {
    doublerStatus(userData: $u) {
      status {
        currentMonth
        nextDrawDate
      }
      errors {
        code
      }
    }
  }
`;
const CHECK = /* GraphQL */ `
  mutation Check($u: UserDataInput!, $n: String!, $p: String!, $c: String!) {
    giftCardInfo(userData: $u, cardNumber: $n, pin: $p, captchaToken: $c) {
      errors {
        code
      }
    }
  }
`;
const THANK_YOU_QUERY = /* GraphQL */ `
  query ThankYou($u: UserDataInput!, $product: String!, $entry: String!) {
    doublerThankYou(userData: $u, product: $product, entry: $entry) {
      status {
        currentMonth
      }
      errors {
        code
      }
    }
  }
`;
/** A thank-you path with the entry's signed reference. */
const THANK_YOU = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?entry=\\d+\\.[A-Za-z0-9_-]{32}$`);
const UNKNOWN = { code: 2205, message: "We don't know this number, please check the number and try again.", referencedRequestParameter: 'cardNumber' };

describe('doubler', () => {
  let app: TestApp;
  let base: string;
  let mailDir: string;
  let visitor = 0;
  let logged = '';
  let stores: StoreRegistry;
  const secrets = countingVerifier();
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-doubler-mail-'));
    const sink = new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) });
    app = await createTestApp({ MAIL_DIR: mailDir, CAPTCHA_MAX_NUMBER: '1000' }, pino({ level: 'trace' }, sink), { verifySecret: secrets.verify });
    base = await app.listen();
    stores = await StoreRegistry.load(app.database.db);
  });
  afterAll(async () => {
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });
  const db = () => app.database.db;

  type EnterOptions = { from?: string; userData?: object; name?: string; email?: string; pin?: string; captcha?: string };
  /**
   * An entry over HTTP; each call is its own visitor (address) unless one is given. A card enters with its PIN and a
   * solved captcha, a number typed with any PIN (000000 unless given) and a solved captcha, no number with neither.
   */
  async function enter(card: TestCard | string | null, options: EnterOptions = {}) {
    const typed = typeof card === 'string' ? card !== '' : card !== null;
    const pin = options.pin ?? (card && typeof card === 'object' ? card.pin : typed ? '000000' : null);
    const captcha = options.captcha ?? (typed ? await solveCaptcha(base) : null);
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': options.from ?? `203.0.113.${++visitor}` },
      body: JSON.stringify({
        query: ENTER,
        variables: {
          u: options.userData ?? UK,
          name: options.name ?? 'Rita Holder',
          email: options.email ?? 'rita@example.com',
          n: typeof card === 'string' || card === null ? card : card.number,
          p: pin,
          c: captcha,
        },
      }),
    });
    return (await response.json()).data.enterDoubler;
  }
  const status = async (userData: object = UK) => (await app.graphql(STATUS, { u: userData })).data.doublerStatus.status;
  const balanceOf = async (id: number) => (await db().select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0].balance;
  const ledgerSum = async (id: number) =>
    Number(
      (await selectRows<{ total: string }>(db(), sql`select coalesce(sum(amount), 0)::text as total from gift_card_ledger where gift_card_id = ${id}`))[0]
        .total,
    );
  /** Closes the store's open month, so each test draws a month of its own. */
  const closeOpenMonth = async (storeId = 48) => {
    const { currentMonth } = await status(storeId === 48 ? UK : NL);
    await drawMonth(db(), stores, { storeId, month: currentMonth });
  };

  it('enters a card in the next draw: the first Monday of the month, with the thank-you page of its product', async () => {
    const card = await issueTestCard(db());
    const { currentMonth, nextDrawDate } = await status();
    expect(currentMonth).toMatch(/^\d{4}-\d{2}$/);
    expect(nextDrawDate).toBe(firstMonday(currentMonth));
    expect(new Date(`${nextDrawDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const answer = await enter(card.number.replace(/(\d{4})/g, '$1 '), { pin: card.pin });
    expect(answer).toEqual({ errors: [], entry: { month: currentMonth, drawDate: nextDrawDate, thankYouPath: expect.stringMatching(THANK_YOU('/doubler/thankyou/gift-card/')) } });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `doubler.draw:48:${currentMonth}`));
    expect(job).toMatchObject({ kind: 'doubler.draw', status: 'PENDING', payload: { storeId: 48, month: currentMonth } });
    expect(job.runAt.toISOString()).toMatch(new RegExp(`^${nextDrawDate}T0[89]:00:00.000Z$`));
  });

  it('names the product of the card in the thank-you path, in the language of the request', async () => {
    const [product] = await selectRows<{ id: number; slug: string }>(db(), sql`select id, slug from products where store_id = 1 order by id limit 1`);
    const card = await issueTestCard(db(), { storeId: 1, prefix: '6301010' });
    await db()
      .update(giftCards)
      .set({ productId: product?.id ?? null })
      .where(eq(giftCards.id, card.id));
    const answer = await enter(card, { userData: NL });
    expect(answer.errors).toEqual([]);
    expect(answer.entry.thankYouPath).toMatch(THANK_YOU(`/verdubbelaar/bedankt/${product?.slug ?? 'cadeaubon'}/`));
  });

  it('opens the thank-you page only with the reference of a real entry, for its store and product', async () => {
    const card = await issueTestCard(db());
    const { thankYouPath } = (await enter(card)).entry;
    const url = new URL(thankYouPath, 'https://shop.example');
    const entry = url.searchParams.get('entry') ?? '';
    const thankYou = async (product: string, reference: string, userData: typeof UK | typeof NL = UK) =>
      (await app.graphql(THANK_YOU_QUERY, { u: userData, product, entry: reference })).data?.doublerThankYou;
    expect(await thankYou('gift-card', entry)).toEqual({ status: { currentMonth: expect.stringMatching(/^\d{4}-\d{2}$/) }, errors: [] });
    const notFound = { status: null, errors: [{ code: 1005 }] };
    const [id, mac] = entry.split('.');
    // Made up, for another product, another entry id or another store: alike, and never a look-up of the entries.
    for (const [product, reference, userData] of [
      ['anything', entry, UK],
      ['gift-card', 'anything', UK],
      ['gift-card', `${Number(id) + 1}.${mac}`, UK],
      ['gift-card', `${id}.${'A'.repeat(mac.length)}`, UK],
      ['gift-card', entry, NL],
    ] as const) {
      expect(await thankYou(product, reference, userData)).toEqual(notFound);
    }
  });

  it('takes a card once per month', async () => {
    const card = await issueTestCard(db());
    expect((await enter(card)).errors).toEqual([]);
    const again = await enter(card, { name: 'Someone Else', email: 'else@example.com' });
    expect(again.errors).toEqual([
      {
        code: 2401,
        message: expect.stringMatching(/^This gift card is already taking part in the draw of \d{1,2} \w+ \d{4}\.$/),
        referencedRequestParameter: 'cardNumber',
      },
    ]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id))).toHaveLength(1);
  });

  it('answers every card that cannot take part as an unknown number, without telling why', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const cards = [
      await issueTestCard(db(), { status: 'INACTIVE' }),
      await issueTestCard(db(), { status: 'BLOCKED' }),
      await issueTestCard(db(), { expiresAt: past }),
      await issueTestCard(db(), { balance: 0 }),
      await issueTestCard(db(), { storeId: 1, prefix: '6301010' }),
    ];
    const valid = await issueTestCard(db());
    const unissued = `${valid.number.slice(0, 12)}${String((Number(valid.number.slice(12, 18)) + 1) % 1e6).padStart(6, '0')}`;
    const withCheckDigit = (digits: string) => {
      for (let d = 0; d < 10; d++) {
        const candidate = `${digits}${d}`;
        let sum = 0;
        for (let i = 0; i < 19; i++) {
          let x = Number(candidate[18 - i]);
          if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
          sum += x;
        }
        if (sum % 10 === 0) return candidate;
      }
      throw new Error('no check digit');
    };
    for (const card of cards) expect((await enter(card)).errors).toEqual([UNKNOWN]);
    const numbers = [
      withCheckDigit(unissued),
      withCheckDigit('999999900000000000'),
      `${valid.number.slice(0, 18)}${(Number(valid.number[18]) + 1) % 10}`,
    ];
    for (const number of numbers) expect((await enter(number)).errors).toEqual([UNKNOWN]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.email, 'nobody@example.com'))).toEqual([]);
    expect(logged).not.toContain(valid.number);
    for (const card of cards) expect(logged).not.toContain(card.number);
  });

  it('refuses a missing name, a malformed e-mail address, a missing number, PIN or captcha on their fields, in Dutch for the Dutch store', async () => {
    const answer = await enter('', { name: ' ', email: 'rita@' });
    expect(answer.errors).toEqual([
      { code: 1004, message: 'Name is a required field', referencedRequestParameter: 'name' },
      { code: 1004, message: 'Please enter a valid e-mail address', referencedRequestParameter: 'email' },
      UNKNOWN,
      { code: 1004, message: 'PIN is a required field', referencedRequestParameter: 'pin' },
      { code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'captchaToken' },
    ]);
    expect((await enter(await issueTestCard(db()), { pin: '12345' })).errors).toEqual([{ code: 1004, message: 'The PIN has 6 digits', referencedRequestParameter: 'pin' }]);
    expect((await enter('x', { name: '', userData: NL })).errors[0]).toMatchObject({ code: 1004, message: 'Naam is een verplicht veld' });
    expect((await enter('x', { userData: { ...UK, storeID: 999 } })).errors[0]).toMatchObject({ code: 1001 });
  });

  it("enters the redeem session's card when no number is sent, and a number sent wins over the session", async () => {
    const card = await issueTestCard(db());
    const token = await issueRedeemToken(db(), card.id);
    const answer = await enter(null, { userData: { ...UK, redeemToken: token } });
    expect(answer.errors).toEqual([]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id))).toHaveLength(1);
    expect((await enter('', { userData: { ...UK, redeemToken: token } })).errors).toEqual([
      expect.objectContaining({ code: 2401, referencedRequestParameter: 'cardNumber' }),
    ]);
    const other = await issueTestCard(db());
    expect((await enter(other, { userData: { ...UK, redeemToken: token } })).errors).toEqual([]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, other.id))).toHaveLength(1);
  });

  it('answers 2211 for an ended redeem session, and an unknown number without a number or a session', async () => {
    const card = await issueTestCard(db());
    const ended = await issueRedeemToken(db(), card.id, new Date(Date.now() - 3_600_000), new Date(Date.now() - 60_000));
    expect((await enter(null, { userData: { ...UK, redeemToken: ended } })).errors).toEqual([
      { code: 2211, message: 'Your session has ended. Please check your balance again to continue.', referencedRequestParameter: 'redeemToken' },
    ]);
    expect((await enter(null)).errors).toEqual([UNKNOWN, expect.objectContaining({ code: 1004, referencedRequestParameter: 'pin' }), expect.objectContaining({ code: 1008 })]);
    const empty = await issueTestCard(db(), { balance: 0 });
    expect((await enter(null, { userData: { ...UK, redeemToken: await issueRedeemToken(db(), empty.id) } })).errors).toEqual([UNKNOWN]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id))).toEqual([]);
  });

  it('asks for a captcha solution, each used once', async () => {
    const card = await issueTestCard(db());
    expect((await enter(card, { captcha: 'not-a-solution' })).errors).toEqual([
      { code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'captchaToken' },
    ]);
    const captcha = await solveCaptcha(base);
    expect((await enter(card, { captcha })).errors).toEqual([]);
    expect((await enter(await issueTestCard(db()), { captcha })).errors).toEqual([expect.objectContaining({ code: 1008 })]);
  });

  it("answers a wrong PIN as an unknown number, counted against the card's PIN limits of the balance check", async () => {
    const card = await issueTestCard(db());
    const balanceCheck = async (pin: string) =>
      (await app.graphql(CHECK, { u: UK, n: card.number, p: pin, c: await solveCaptcha(base) }, { 'x-forwarded-for': `192.0.2.${++visitor % 250}` })).data
        .giftCardInfo.errors;
    for (let i = 0; i < 3; i++) expect(await balanceCheck(wrongPin(card))).toEqual([{ code: 2205 }]);
    expect((await enter(card, { pin: wrongPin(card) })).errors).toEqual([UNKNOWN]);
    expect((await enter(card, { pin: wrongPin(card) })).errors).toEqual([
      { code: 2210, message: 'Too many attempts with a wrong PIN. Please try again in 30 minutes.', referencedRequestParameter: 'pin' },
    ]);
    expect((await enter(card)).errors).toEqual([expect.objectContaining({ code: 2210 })]);
    expect(await balanceCheck(card.pin)).toEqual([{ code: 2210 }]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id))).toEqual([]);
  }, 30_000);

  it('does the same PIN work for a number without a card as for a wrong PIN (no timing oracle)', async () => {
    const card = await issueTestCard(db());
    const [row] = await selectRows<{ pin_hash: string }>(db(), sql`select pin_hash from gift_cards where id = ${card.id}`);
    secrets.reset();
    expect((await enter(card, { pin: wrongPin(card) })).errors).toEqual([UNKNOWN]);
    expect(secrets.hashes).toEqual([argon2Part(row.pin_hash)]);
    secrets.reset();
    expect((await enter(generateCardNumber('6301480'), { pin: card.pin })).errors).toEqual([UNKNOWN]);
    expect(secrets.hashes).toEqual([expect.stringMatching(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/)]);
    expect(secrets.hashes[0]).not.toBe(argon2Part(row.pin_hash));
  });

  it('limits entries per client', async () => {
    const from = '198.51.100.200';
    for (let i = 0; i < 10; i++) expect((await enter('1234', { from })).errors[0]).toMatchObject({ code: 2205 });
    expect((await enter(await issueTestCard(db()), { from })).errors).toEqual([
      { code: 1007, message: 'Too many requests. Please wait a moment and try again.', referencedRequestParameter: null },
    ]);
    expect((await enter(await issueTestCard(db()), { from: '198.51.100.201' })).errors).toEqual([]);
  });

  describe('the draw', () => {
    beforeEach(() => closeOpenMonth());

    it("doubles one winner's balance through the ledger, e-mails them once, and runs once", async () => {
      const { currentMonth: month } = await status();
      const entrants = [
        await issueTestCard(db(), { balance: 1000 }),
        await issueTestCard(db(), { balance: 2000 }),
        await issueTestCard(db(), { balance: 3000 }),
      ];
      for (const [i, card] of entrants.entries()) expect((await enter(card, { name: `Entrant ${i}`, email: `entrant${i}@example.com` })).errors).toEqual([]);

      const result = await drawMonth(db(), stores, { storeId: 48, month }, { pick: () => 1 });
      expect(result).toMatchObject({ outcome: 'drawn', entries: 3, winner: { credited: 2000, balanceAfter: 4000, currency: 'GBP' } });
      const winner = entrants[1];
      expect(await balanceOf(winner.id)).toBe(4000);
      expect(await ledgerSum(winner.id)).toBe(4000);
      expect(await balanceOf(entrants[0].id)).toBe(1000);
      expect(await balanceOf(entrants[2].id)).toBe(3000);
      const [ledger] = await db()
        .select()
        .from(giftCardLedger)
        .where(eq(giftCardLedger.idempotencyKey, `doubler:48:${month}`));
      expect(ledger).toMatchObject({ giftCardId: winner.id, amount: 2000, reason: 'DOUBLER', balanceAfter: 4000, orderId: null });
      const [draw] = await db()
        .select()
        .from(doublerDraws)
        .where(and(eq(doublerDraws.storeId, 48), eq(doublerDraws.month, month)));
      expect(draw).toMatchObject({ ledgerEntryId: ledger.id, winningEntryId: expect.any(Number) });

      expect(await drawMonth(db(), stores, { storeId: 48, month })).toEqual({ storeId: 48, month, outcome: 'already-drawn' });
      expect(await balanceOf(winner.id)).toBe(4000);
      const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'doubler-winner'));
      expect(mails.filter((m) => m.idempotencyKey === `doubler-winner:48:${month}`)).toHaveLength(1);

      await app.workers.outbox.sendDueEmails();
      const parsed = await Promise.all((await readdir(mailDir)).map(async (f) => simpleParser(await readFile(join(mailDir, f)))));
      const toWinner = parsed.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === 'entrant1@example.com');
      expect(toWinner).toHaveLength(1);
      expect(toWinner[0].subject).toBe('You won the doubler: we doubled the balance of your gift card');
      expect(toWinner[0].text).toContain('Hello Entrant 1,');
      expect(toWinner[0].text).toContain(`···· ···· ···· ···· ${winner.number.slice(-4)}`);
      expect(toWinner[0].text).toMatch(/New balance: £40\.00/);
      expect(`${toWinner[0].text}${toWinner[0].html}`).not.toContain(winner.number);
    });

    it('draws only among cards still spendable, and closes a month without an eligible entry with no winner', async () => {
      const { currentMonth: month } = await status();
      const spent = await issueTestCard(db(), { balance: 1500 });
      const blocked = await issueTestCard(db(), { balance: 1500 });
      const spendable = await issueTestCard(db(), { balance: 700 });
      for (const card of [spent, blocked, spendable]) expect((await enter(card)).errors).toEqual([]);
      await db().update(giftCards).set({ status: 'BLOCKED' }).where(eq(giftCards.id, blocked.id));
      await db().transaction(async (tx) => {
        await tx
          .insert(giftCardLedger)
          .values({ giftCardId: spent.id, amount: -1500, currency: 'GBP', balanceAfter: 0, reason: 'REDEEM', idempotencyKey: `test-spend:${spent.id}` });
        await tx.update(giftCards).set({ balance: 0 }).where(eq(giftCards.id, spent.id));
      });
      expect(await drawMonth(db(), stores, { storeId: 48, month }, { pick: () => 0 })).toMatchObject({
        outcome: 'drawn',
        entries: 1,
        winner: { credited: 700 },
      });
      expect(await balanceOf(spendable.id)).toBe(1400);

      const next = addMonths(month, 1);
      const lone = await issueTestCard(db(), { balance: 900 });
      expect((await enter(lone)).entry.month).toBe(next);
      await db().update(giftCards).set({ status: 'BLOCKED' }).where(eq(giftCards.id, lone.id));
      expect(await drawMonth(db(), stores, { storeId: 48, month: next })).toEqual({
        storeId: 48,
        month: next,
        outcome: 'no-eligible-entry',
        entries: 0,
      });
      const [draw] = await db()
        .select()
        .from(doublerDraws)
        .where(and(eq(doublerDraws.storeId, 48), eq(doublerDraws.month, next)));
      expect(draw).toMatchObject({ winningEntryId: null, ledgerEntryId: null });
      expect(await balanceOf(lone.id)).toBe(900);
    });

    it('sends entries after a draw to the next month, the same card included', async () => {
      const card = await issueTestCard(db());
      const first = await enter(card);
      await drawMonth(db(), stores, { storeId: 48, month: first.entry.month });
      const second = await enter(card);
      expect(second.errors).toEqual([]);
      expect(second.entry).toMatchObject({ month: addMonths(first.entry.month, 1), drawDate: firstMonday(addMonths(first.entry.month, 1)) });
      expect((await status()).currentMonth).toBe(second.entry.month);
    });

    it('is run by its job at the draw moment, once', async () => {
      const card = await issueTestCard(db(), { balance: 1200 });
      const { month } = (await enter(card)).entry;
      const key = `doubler.draw:48:${month}`;
      expect(await app.workers.jobs.runDueJobs()).toBe(0);
      await db()
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.uniqueKey, key));
      await app.workers.jobs.runDueJobs();
      expect((await db().select().from(jobs).where(eq(jobs.uniqueKey, key)))[0]).toMatchObject({ status: 'DONE', attempts: 1 });
      expect(await balanceOf(card.id)).toBe(2400);
      expect(await ledgerSum(card.id)).toBe(2400);
    });
  });

  describe('npm run doubler:draw', () => {
    const output = () => {
      const lines: string[] = [];
      return { lines, out: (line: string) => lines.push(line), err: (line: string) => lines.push(`error: ${line}`) };
    };
    // The command's own database is the test's; closing it is the test's to do, not the command's.
    const ownDatabase = () => Promise.resolve({ ...app.database, close: async () => undefined });

    beforeEach(() => closeOpenMonth());

    it('draws a month by hand for one store, then says it was drawn already', async () => {
      const card = await issueTestCard(db(), { balance: 2500 });
      const { month } = (await enter(card)).entry;
      const first = output();
      expect(await runDoublerDraw(['--month', month, '--store', '48'], { env: {}, ...first, openDb: ownDatabase })).toBe(0);
      expect(first.lines).toEqual([
        `Store 48, ${month}: drew 1 of 1 eligible entries. Card ···· ···· ···· ···· ${card.number.slice(-4)} gained GBP 25.00 (balance now GBP 50.00); the winner's e-mail is queued.`,
      ]);
      const again = output();
      expect(await runDoublerDraw(['--month', month, '--store', '48'], { env: {}, ...again, openDb: ownDatabase })).toBe(0);
      expect(again.lines).toEqual([`Store 48, ${month}: already drawn, nothing changed.`]);
      expect(await balanceOf(card.id)).toBe(5000);
    });

    it('draws every store with entries when no store is named, and refuses a wrong month or store', async () => {
      const month = (await status()).currentMonth;
      const out = output();
      expect(await runDoublerDraw(['--month', month], { env: {}, ...out, openDb: ownDatabase })).toBe(0);
      expect(out.lines).toEqual([`No store has entries in ${month} waiting for a draw.`]);
      for (const args of [[], ['--month', '2026-13'], ['--month', month, '--store', 'uk'], ['--month', month, '--shop', '48']]) {
        const bad = output();
        expect(await runDoublerDraw(args, { env: {}, ...bad, openDb: ownDatabase })).toBe(2);
        expect(bad.lines).toEqual(['error: usage: npm run doubler:draw -- --month YYYY-MM [--store <store id>]']);
      }
      const unknown = output();
      expect(await runDoublerDraw(['--month', month, '--store', '999'], { env: {}, ...unknown, openDb: ownDatabase })).toBe(1);
    });

    it('asks the running gateway when it holds the embedded database, signed with the operator secret', async () => {
      const card = await issueTestCard(db(), { balance: 1000 });
      const { month } = (await enter(card)).entry;
      const locked = () => Promise.reject(new DatabaseLockedError('var/db'));
      const wrong = output();
      expect(
        await runDoublerDraw(['--month', month], { env: { GATEWAY_URL: base, OPERATOR_SECRET: 'not-the-gateway-secret' }, ...wrong, openDb: locked }),
      ).toBe(1);
      expect(wrong.lines.at(-1)).toBe('error: The gateway refused the request: is OPERATOR_SECRET the same as the gateway’s?');
      expect(await balanceOf(card.id)).toBe(1000);

      const right = output();
      expect(await runDoublerDraw(['--month', month], { env: { GATEWAY_URL: base }, ...right, openDb: locked })).toBe(0);
      expect(right.lines).toEqual([
        `The database is in use by a running gateway; asking it at ${base} to draw.`,
        `Store 48, ${month}: drew 1 of 1 eligible entries. Card ···· ···· ···· ···· ${card.number.slice(-4)} gained GBP 10.00 (balance now GBP 20.00); the winner's e-mail is queued.`,
      ]);
      expect(await balanceOf(card.id)).toBe(2000);

      const down = output();
      expect(await runDoublerDraw(['--month', month], { env: { GATEWAY_URL: 'http://127.0.0.1:9' }, ...down, openDb: locked })).toBe(1);
      expect(down.lines.at(-1)).toMatch(/^error: The gateway does not answer at http:\/\/127\.0\.0\.1:9\./);
    });

    it('refuses an unsigned or stale draw request over HTTP', async () => {
      const post = (body: string, signature?: string) =>
        fetch(`${base}${OPERATOR_DRAW_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature ? { 'x-operator-signature': signature } : {}) },
          body,
        });
      const body = JSON.stringify({ month: '2030-01', storeId: 48, issuedAt: new Date().toISOString() });
      expect((await post(body)).status).toBe(401);
      const stale = JSON.stringify({ month: '2030-01', storeId: 48, issuedAt: new Date(Date.now() - 10 * 60_000).toISOString() });
      expect((await post(stale, signOperatorBody(stale, 'development-operator-secret'))).status).toBe(400);
      expect(await db().select().from(doublerDraws).where(eq(doublerDraws.month, '2030-01'))).toEqual([]);
    });
  });
});
