import { Writable } from 'node:stream';
import pino from 'pino';
import { ErrorCode } from '@giftshop/gateway-core';
import { createApp } from './app';
import { loadConfig } from './config';
import { browser } from './testing/browser';
import { issueTestCard } from './testing/cards';
import { PRODUCTION_ENV } from './testing/production-env';
import { fillCart, placeOrder, privateOrder, type Shopper } from './testing/shopper';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

const TEST_MODE = `query($u: UserDataInput!) { storeData(userData: $u) { storeData { paymentTestMode } errors { code } } }`;
const METHODS = `query($u: UserDataInput!) { paymentMethods(userData: $u, customerType: BUSINESS) { paymentMethods { id } errors { code } } }`;
const ACTIVATE = /* GraphQL */ `
  mutation($u: UserDataInput!, $n: String!) {
    createActivationOrder(userData: $u, cardNumber: $n, amount: 5000, email: "ada@example.com") {
      order { orderUuid redirectUrl }
      errors { code referencedRequestParameter }
    }
  }`;

/** A browser over HTTP that keeps its cookies, also the Secure __Host- cookie of production. */
const visitor = (base: string): Shopper => ({ graphql: browser(base).graphql, cookie: null });

/** A test app whose log lines (JSON) are kept. */
async function loggedApp(env: Record<string, string>) {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(...String(chunk).trim().split('\n')), done()) });
  const app = await createTestApp(env, pino({ level: 'info' }, sink));
  return { app, warnings: () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40) };
}

describe('payments in production without a provider', () => {
  let app: TestApp;
  let base: string;
  let warnings: () => { msg: string }[];
  beforeAll(async () => {
    ({ app, warnings } = await loggedApp(PRODUCTION_ENV));
    base = await app.listen();
  });
  afterAll(() => app.close());

  it('serves no sandbox page and takes no sandbox webhook', async () => {
    const page = `/payments/sandbox/${crypto.randomUUID()}/`;
    expect((await fetch(`${base}${page}`)).status).toBe(404);
    expect((await fetch(`${base}${page}`, { method: 'POST', body: 'outcome=paid' })).status).toBe(404);
    expect((await fetch(`${base}/payments/webhooks/sandbox`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('offers no payment method', async () => {
    expect((await app.graphql(METHODS, { u: UK })).data.paymentMethods).toEqual({ paymentMethods: [], errors: [] });
  });

  it('refuses to place an order with a domain error on the payment method', async () => {
    const who = visitor(base);
    await fillCart(app, who);
    const placed = (await placeOrder(who, UK, privateOrder())).data.placeOrder;
    expect(placed).toMatchObject({ orderUuid: null, errors: [{ code: ErrorCode.PAYMENT_UNAVAILABLE, referencedRequestParameter: 'paymentMethod' }] });
    expect(placed.errors[0].message).toMatch(/payment is not available/i);
  });

  it('refuses a Choice card activation with the same error', async () => {
    const card = await issueTestCard(app.database.db, { prefix: '6301481', status: 'INACTIVE', balance: 0 });
    const answer = await visitor(base).graphql(ACTIVATE, { u: UK, n: card.number });
    expect(answer.data.createActivationOrder).toEqual({ order: null, errors: [{ code: ErrorCode.PAYMENT_UNAVAILABLE, referencedRequestParameter: null }] });
  });

  it('tells the storefront that payments are not in test mode, and warns of nothing', async () => {
    expect((await app.graphql(TEST_MODE, { u: UK })).data.storeData.storeData.paymentTestMode).toBe(false);
    expect(warnings()).toEqual([]);
  });
});

describe('payments in production with the sandbox chosen', () => {
  let app: TestApp;
  let warnings: () => { msg: string; stores: string[] }[];
  beforeAll(async () => {
    ({ app, warnings } = await loggedApp({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'sandbox', PAYMENT_PROVIDER_CB: 'none' }));
  });
  afterAll(() => app.close());

  it('warns at start, naming the stores in test mode', () => {
    const [warning] = warnings();
    expect(warning.msg).toMatch(/payments in test mode/);
    expect(warning.stores).toContain('GCUK');
    expect(warning.stores).not.toContain('CB');
  });

  it('tells the storefront of each store whether it is in test mode', async () => {
    expect((await app.graphql(TEST_MODE, { u: UK })).data.storeData.storeData.paymentTestMode).toBe(true);
    expect((await app.graphql(TEST_MODE, { u: NL })).data.storeData.storeData.paymentTestMode).toBe(false);
  });

  it('opens the sandbox page of a store that pays there', async () => {
    const base = await app.listen();
    const who = visitor(base);
    await fillCart(app, who);
    const placed = (await placeOrder(who, UK, privateOrder())).data.placeOrder;
    expect(placed.errors).toEqual([]);
    expect((await fetch(`${base}${placed.redirectUrl}`)).status).toBe(200);
    expect((await app.graphql(METHODS, { u: NL })).data.paymentMethods.paymentMethods).toEqual([]);
  });
});

describe('payments outside production', () => {
  it('go to the sandbox without a warning', async () => {
    const { app, warnings } = await loggedApp({});
    try {
      expect((await app.graphql(TEST_MODE, { u: UK })).data.storeData.storeData.paymentTestMode).toBe(true);
      expect((await app.graphql(METHODS, { u: UK })).data.paymentMethods.paymentMethods.length).toBeGreaterThan(0);
      expect(warnings()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuse a store override for a build key no store has', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ SEED: 'false', PAYMENT_PROVIDER_GCXX: 'sandbox' });
      await expect(createApp(config, pino({ level: 'silent' }), database)).rejects.toThrow(/PAYMENT_PROVIDER_GCXX: no store has the build key GCXX/);
    } finally {
      await database.close();
    }
  });
});
