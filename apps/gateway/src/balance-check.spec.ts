import { Writable } from 'node:stream';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { selectRows } from '@giftshop/gateway-db';
import { hashRedeemToken } from '@giftshop/gateway-cards-data';
import { solveCaptcha as solveChallenge } from '@giftshop/gateway-captcha/testing';
import { generateCardNumber } from '@giftshop/gateway-giftcards';
import { solveCaptcha } from './testing/captcha';
import { argon2Part, issueTestCard, wrongPin, type TestCard } from './testing/cards';
import { countingVerifier } from './testing/secret-verifier';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const CHECK = /* GraphQL */ `
  mutation Check($u: UserDataInput!, $n: String!, $p: String!, $c: String!) {
    giftCardInfo(userData: $u, cardNumber: $n, pin: $p, captchaToken: $c) {
      giftCard { maskedNumber balance { minorUnits currency } expiryDate status redeemToken }
      errors { code message referencedRequestParameter }
    }
  }`;

describe('balance check', () => {
  let app: TestApp;
  let base: string;
  let visitor = 0;
  let logged = '';
  const secrets = countingVerifier();
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) });
    app = await createTestApp({ CAPTCHA_MAX_NUMBER: '1000' }, pino({ level: 'trace' }, sink), { verifySecret: secrets.verify });
    base = await app.listen();
  });
  afterAll(() => app.close());

  /** A balance check over HTTP; each test is its own visitor (address) unless one is given. */
  async function check(card: Pick<TestCard, 'number' | 'pin'>, options: { from?: string; captcha?: string } = {}) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': options.from ?? `198.51.100.${++visitor}` },
      body: JSON.stringify({ query: CHECK, variables: { u: UK, n: card.number, p: card.pin, c: options.captcha ?? (await solveCaptcha(base)) } }),
    });
    return (await response.json()).data.giftCardInfo;
  }
  const errorOf = async (card: Pick<TestCard, 'number' | 'pin'>, options?: { from?: string; captcha?: string }) => (await check(card, options)).errors[0];

  it('shows the balance, expiry and status of a card with its PIN, and starts a redeem session', async () => {
    const card = await issueTestCard(app.database.db, { balance: 4250 });
    const answer = await check({ number: card.number.replace(/(\d{4})/g, '$1 '), pin: card.pin });
    expect(answer.errors).toEqual([]);
    expect(answer.giftCard).toMatchObject({ maskedNumber: `···· ···· ···· ···· ${card.number.slice(-4)}`, balance: { minorUnits: 4250, currency: 'GBP' }, status: 'ACTIVE' });
    expect(answer.giftCard.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [session] = await selectRows<{ gift_card_id: number }>(app.database.db, sql`select gift_card_id from redeem_tokens where token_hash = ${hashRedeemToken(answer.giftCard.redeemToken)}`);
    expect(session.gift_card_id).toBe(card.id);
  });

  it('refuses without a captcha solution, and a solution used twice', async () => {
    const card = await issueTestCard(app.database.db);
    expect(await errorOf(card, { captcha: '' })).toMatchObject({ code: 1008, referencedRequestParameter: 'captchaToken' });
    const captcha = await solveCaptcha(base);
    expect((await check(card, { captcha })).errors).toEqual([]);
    expect(await errorOf(card, { captcha })).toMatchObject({ code: 1008 });
  });

  it("answers that it does not know a malformed number, a wrong check digit or an unknown prefix", async () => {
    const card = await issueTestCard(app.database.db);
    const message = "We don't know this number, please check the number and try again.";
    for (const number of ['12345', `${card.number.slice(0, 18)}${(Number(card.number[18]) + 1) % 10}`, '9999999999999999995', `${card.number.slice(0, 18)}x`]) {
      expect(await errorOf({ number, pin: card.pin })).toMatchObject({ code: 2205, message, referencedRequestParameter: 'cardNumber' });
    }
  });

  it('answers a wrong PIN as an unknown number, and locks the card after five, telling how long to wait', async () => {
    const card = await issueTestCard(app.database.db);
    for (let i = 0; i < 4; i++) expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
    const locked = { code: 2210, message: 'Too many attempts with a wrong PIN. Please try again in 30 minutes.', referencedRequestParameter: 'pin' };
    expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toEqual(locked);
    expect(await errorOf(card)).toMatchObject({ code: 2210, message: expect.stringMatching(/try again in (29|30) minutes\.$/) });
    const other = await issueTestCard(app.database.db);
    expect((await check(other)).errors).toEqual([]);
  }, 30_000);

  it('forgets wrong PINs after the right one', async () => {
    const card = await issueTestCard(app.database.db);
    for (let i = 0; i < 3; i++) await check({ number: card.number, pin: wrongPin(card) });
    expect((await check(card)).errors).toEqual([]);
    for (let i = 0; i < 4; i++) expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
  }, 30_000);

  it('does the same PIN work for a number without a card as for a wrong PIN (no timing oracle)', async () => {
    const card = await issueTestCard(app.database.db);
    const [row] = await selectRows<{ pin_hash: string }>(app.database.db, sql`select pin_hash from gift_cards where id = ${card.id}`);
    secrets.reset();
    expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
    expect(secrets.hashes).toEqual([argon2Part(row.pin_hash)]);
    secrets.reset();
    expect(await errorOf({ number: generateCardNumber('6301480'), pin: card.pin })).toMatchObject({ code: 2205 });
    expect(secrets.hashes).toEqual([expect.stringMatching(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/)]);
    expect(row.pin_hash).toMatch(/^\$gs-pin\$v=1,k=[0-9a-f]{8}\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    const dummy = secrets.hashes[0];
    expect(dummy).not.toBe(argon2Part(row.pin_hash));
    secrets.reset();
    expect(await errorOf({ number: generateCardNumber('6301480'), pin: '12345x' })).toMatchObject({ code: 2205 });
    expect(await errorOf({ number: card.number, pin: '12345x' })).toMatchObject({ code: 2205 });
    expect(secrets.hashes).toEqual([dummy, argon2Part(row.pin_hash)]);
  });

  it("refuses a card whose stored hash was copied from another card, even with that card's PIN", async () => {
    const [card, other] = [await issueTestCard(app.database.db), await issueTestCard(app.database.db)];
    await app.database.db.execute(sql`update gift_cards set pin_hash = (select pin_hash from gift_cards where id = ${other.id}) where id = ${card.id}`);
    expect(await errorOf({ number: card.number, pin: other.pin })).toMatchObject({ code: 2205 });
    expect((await check(other)).errors).toEqual([]);
  });

  it('opens a card whose PIN hash predates the pepper, and stores the peppered hash in its place', async () => {
    const card = await issueTestCard(app.database.db);
    const legacy = await argon2.hash(card.pin, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await app.database.db.execute(sql`update gift_cards set pin_hash = ${legacy} where id = ${card.id}`);
    const pinHash = async () => (await selectRows<{ pin_hash: string }>(app.database.db, sql`select pin_hash from gift_cards where id = ${card.id}`))[0].pin_hash;
    expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
    expect(await pinHash()).toBe(legacy);
    expect((await check(card)).errors).toEqual([]);
    const upgraded = await pinHash();
    expect(upgraded).toMatch(/^\$gs-pin\$v=1,k=[0-9a-f]{8}\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    secrets.reset();
    expect((await check(card)).errors).toEqual([]);
    expect(secrets.hashes).toEqual([argon2Part(upgraded)]);
    expect(await pinHash()).toBe(upgraded);
  });

  it('caps PIN comparisons at ten a day per card, then locks it for 24 hours; the right PIN clears both counts', async () => {
    const card = await issueTestCard(app.database.db);
    // The short window's block ends, as 30 minutes later; the day's count stays.
    const shortWindowEnds = () => app.database.db.execute(sql`update rate_limits set expire = now() - interval '1 second' where key like 'balance-check-pin:%'`);
    for (let i = 0; i < 4; i++) expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
    expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2210 });
    await shortWindowEnds();
    for (let i = 0; i < 4; i++) expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
    const dayLocked = { code: 2210, message: 'Too many attempts with a wrong PIN. Please try again in 24 hours.', referencedRequestParameter: 'pin' };
    expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toEqual(dayLocked);
    await shortWindowEnds();
    expect(await errorOf(card)).toEqual(dayLocked);

    const other = await issueTestCard(app.database.db);
    for (let i = 0; i < 4; i++) await check({ number: other.number, pin: wrongPin(other) });
    expect((await check(other)).errors).toEqual([]);
    await shortWindowEnds();
    for (let i = 0; i < 4; i++) expect(await errorOf({ number: other.number, pin: wrongPin(other) })).toMatchObject({ code: 2205 });
    expect((await check(other)).errors).toEqual([]);
  }, 60_000);

  it.each([
    ['blocked', { status: 'BLOCKED' as const }, 2201],
    ['expired', { expiresAt: new Date(Date.now() - 86_400_000) }, 2202],
    ['without balance', { balance: 0 }, 2203],
    ['not activated', { status: 'INACTIVE' as const }, 2204],
    ['of another store', { storeId: 1, prefix: '6301010' }, 2206],
  ])('refuses a card that is %s, once its PIN is right', async (_name, state, code) => {
    const card = await issueTestCard(app.database.db, state);
    expect(await errorOf(card)).toMatchObject({ code, referencedRequestParameter: 'cardNumber' });
    expect(await errorOf({ number: card.number, pin: wrongPin(card) })).toMatchObject({ code: 2205 });
  });

  it('limits the checks of one visitor, whatever the cards, and not the others', async () => {
    const card = await issueTestCard(app.database.db);
    const from = '203.0.113.77';
    for (let i = 0; i < 20; i++) expect((await check(card, { from })).errors).toEqual([]);
    expect(await errorOf(card, { from })).toMatchObject({ code: 2210 });
    expect((await check(card, { from: '203.0.113.78' })).errors).toEqual([]);
  }, 60_000);

  it('never writes a card number or PIN to the log', async () => {
    const card = await issueTestCard(app.database.db);
    await check(card);
    await check({ number: card.number, pin: wrongPin(card) });
    expect(logged).toContain('"path":"/graphql"');
    for (const secret of [card.number, card.number.slice(0, 12), `"${card.pin}"`, `"${wrongPin(card)}"`]) expect(logged).not.toContain(secret);
  });
});

describe('balance check under brute force', () => {
  const GUESSES = 250;
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ CAPTCHA_MAX_NUMBER: '50' });
    base = await app.listen();
  });
  afterAll(() => app.close());

  /**
   * A request as a persistent client sends it: one the gateway's admission refuses as busy (503 with Retry-After, on
   * a loaded test machine) did not run, and is sent again after the wait, so every guess ends in a real answer.
   */
  async function untilAdmitted(send: () => Promise<Response>): Promise<Response> {
    for (;;) {
      const response = await send();
      if (response.status !== 503 || (await response.clone().json()).errors?.[0]?.extensions?.code !== 'BUSY') return response;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
    }
  }

  async function checkOnce(number: string, pin: string, address: string) {
    const solution = await solveChallenge(await (await untilAdmitted(() => fetch(`${base}/captcha/challenge`))).json());
    const response = await untilAdmitted(() =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bypass-mutations': '1', 'x-forwarded-for': address },
        body: JSON.stringify({ query: CHECK, variables: { u: UK, n: number, p: pin, c: solution } }),
      }),
    );
    const body = await response.json();
    if (!body.data) throw new Error(`balance check answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data.giftCardInfo;
  }

  /**
   * 250 PIN guesses on one card, 50 at a time, each with its own captcha solution; the right PIN is guess 150, long
   * after the card's lock (five wrong PINs) and the address's limit (20 checks).
   */
  async function guess(card: TestCard, from: (i: number) => string) {
    const codes: number[] = [];
    for (let batch = 0; batch < GUESSES / 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, j) => {
          const i = batch * 50 + j;
          const pin = i === 150 ? card.pin : String((Number(card.pin) + 1 + i) % 1_000_000).padStart(6, '0');
          const answer = await checkOnce(card.number, pin, from(i));
          return answer.giftCard ? 0 : answer.errors[0].code;
        }),
      );
      codes.push(...answers);
    }
    return codes;
  }
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('compares at most five PINs of a card guessed from 250 addresses', async () => {
    const card = await issueTestCard(app.database.db);
    const codes = await guess(card, (i) => `10.0.${i}.1`);
    expect(count(codes, 0)).toBe(0);
    expect(count(codes, 2205)).toBeLessThanOrEqual(4);
    expect(count(codes, 2205) + count(codes, 2210)).toBe(GUESSES);
  }, 180_000);

  it('stops 250 guesses from one address after its limit', async () => {
    const card = await issueTestCard(app.database.db);
    const codes = await guess(card, () => '203.0.113.200');
    expect(count(codes, 0)).toBe(0);
    expect(count(codes, 2205)).toBeLessThanOrEqual(4);
    expect(count(codes, 2210)).toBeGreaterThanOrEqual(GUESSES - 4);
  }, 180_000);
});
