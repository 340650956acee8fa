import { print, type DocumentNode } from 'graphql';
import {
  CategoryPageDocument,
  CheckBalanceDocument,
  HomePageDocument,
  ProductDetailDocument,
  ProductListDocument,
  SearchDocument,
  ShellDocument,
} from '@giftshop/shared-graphql';
import { solveCaptcha } from '@giftshop/gateway-captcha/testing';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '@giftshop/gateway-order-payments';
import { StepTimeoutError, type Steps } from './steps';

export const userData = { language: 'en', storeID: 48, countryCode: 'GB' };

/** What the journeys need from the seeded catalogue and the cards issued for the run. */
export interface Catalogue {
  products: { slug: string; path: string }[];
  categories: { slug: string; path: string }[];
  searchWords: string[];
  card: { variationId: string; amount: number };
  balanceCards: string[];
  pin: string;
}

export interface SoakClient {
  base: string;
  timeoutMs: number;
  webhookSecret: string;
  steps: Steps;
  /** Order uuid → when the provider's paid webhook was accepted (ms since the epoch). */
  paid: Map<string, number>;
  /** A shopper's pause after each step (reading the page, typing); none when BENCH_THINK_MS is 0. */
  think(): Promise<void>;
}

type Payload = Record<string, unknown> & {
  errors?: { message: string; code?: number }[];
};
type Answer = {
  data?: Record<string, Payload | null>;
  errors?: { message: string }[];
};

const documents = new Map<DocumentNode, string>();
function textOf(document: DocumentNode): string {
  let text = documents.get(document);
  if (!text) documents.set(document, (text = print(document)));
  return text;
}

/** A fetch that gives up after the client's timeout, as a shopper's browser would. */
async function send(client: SoakClient, step: string, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${client.base}${url}`, {
      ...init,
      signal: AbortSignal.timeout(client.timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new StepTimeoutError(step, client.timeoutMs);
    throw error;
  }
}

/** A GraphQL call as the storefront makes it (POST, the headers of spec §7); refusals in a payload are errors. */
export function graphql(
  client: SoakClient,
  step: string,
  query: string | DocumentNode,
  variables: object,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
) {
  return client.steps.time(step, async () => {
    const text = typeof query === 'string' ? query : textOf(query);
    const storeHeaders = { 'x-store-id': '48', 'x-language': 'en', 'x-country': 'GB', ...headers };
    const search = new URLSearchParams({ query: text, variables: JSON.stringify(variables) });
    const response =
      method === 'GET'
        ? await send(client, step, `/graphql?${search}`, { headers: storeHeaders })
        : await send(client, step, '/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...storeHeaders },
            body: JSON.stringify({ query: text, variables }),
          });
    const answer = (await response.json()) as Answer;
    const refused = Object.values(answer.data ?? {}).find((payload) => payload?.errors?.length);
    if (!response.ok || answer.errors?.length || refused)
      throw new Error(`${response.status} ${JSON.stringify(answer.errors ?? refused?.errors)}`);
    return answer.data ?? {};
  });
}

const read = graphql;
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const paging = { itemsPerPage: 16, pageNumber: 1 };

/**
 * One page view rendered by the storefront's server: the shell's query beside the page's own query, read by GET as
 * the storefront reads catalogue queries, so the gateway's front cache answers repeats (BENCH_BROWSE=post: by POST,
 * past the cache, every view running its resolvers).
 */
export async function browse(client: SoakClient, catalogue: Catalogue) {
  const ssr = { 'x-ssr-request': '1' };
  const method = process.env['BENCH_BROWSE'] === 'post' ? 'POST' : 'GET';
  const graphql = (c: SoakClient, step: string, query: DocumentNode, variables: object, headers = {}) =>
    read(c, step, query, variables, headers, method);
  const page = Math.random();
  const view = (): Promise<unknown> => {
    if (page < 0.25) return graphql(client, 'home', HomePageDocument, { userData, path: '/' }, ssr);
    if (page < 0.45)
      return graphql(client, 'productList', ProductListDocument, { userData, path: '/gift-cards/', paging }, ssr);
    if (page < 0.65) {
      const { slug, path } = pick(catalogue.categories);
      const filters = {
        filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }],
      };
      return graphql(
        client,
        'category',
        CategoryPageDocument,
        { userData, path, slug, all: false, filters, paging },
        ssr,
      );
    }
    if (page < 0.9) {
      const { slug, path } = pick(catalogue.products);
      return graphql(client, 'productDetail', ProductDetailDocument, { userData, path, slug }, ssr);
    }
    return graphql(client, 'search', SearchDocument, {
      userData,
      inputText: pick(catalogue.searchWords),
    });
  };
  await Promise.all([graphql(client, 'shell', ShellDocument, { userData }, ssr), view()]);
}

const ADD = `mutation SoakAdd($u: UserDataInput!, $input: AddToCartInput!) {
  addToCart(userData: $u, input: $input) { order { id version } errors { code message } }
}`;
const PLACE = `mutation SoakPlace($u: UserDataInput!, $input: PlaceOrderInput!) {
  placeOrder(userData: $u, input: $input) { orderUuid redirectUrl errors { code message } }
}`;
const billingAddress = {
  firstName: 'Soak',
  lastName: 'Shopper',
  email: 'soak@example.com',
  countryCode: 'GB',
  postCode: 'SW1A 1AA',
  houseNumber: '1',
  street: 'Soak Street',
  city: 'London',
  phoneNumber: '+44 7700 900123',
};
const receiver = {
  firstName: 'Ann',
  email: 'ann@example.com',
  confirmEmail: 'ann@example.com',
};

/** A digital card bought as the checkout benchmark buys it: add, place, and the provider's signed paid webhook. */
export async function buy(client: SoakClient, catalogue: Catalogue) {
  const cookie = { value: '' };
  const withCookie = (): Record<string, string> => (cookie.value ? { cookie: cookie.value } : {});
  const bypass = { 'x-bypass-mutations': '1' };
  const { card } = catalogue;
  const added = await client.steps.time('addToCart', async () => {
    const response = await send(client, 'addToCart', '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bypass },
      body: JSON.stringify({
        query: ADD,
        variables: {
          u: userData,
          input: {
            variationId: card.variationId,
            amount: card.amount,
            deliveryType: 'DIGITAL',
            receivers: [receiver],
          },
        },
      }),
    });
    // The gateway runs in production mode: its session cookie is __Host-gs_session.
    const set = response.headers.getSetCookie().find((c) => /^(__Host-)?gs_session=/.test(c));
    if (set) cookie.value = set.split(';', 1)[0];
    const answer = (await response.json()) as Answer;
    const order = answer.data?.['addToCart']?.['order'] as { id: string; version: number } | undefined;
    if (!order)
      throw new Error(`${response.status} ${JSON.stringify(answer.errors ?? answer.data?.['addToCart']?.errors)}`);
    return order;
  });
  await client.think();
  const input = {
    orderUuid: added.id,
    cartVersion: added.version,
    customerType: 'PRIVATE',
    billingAddress,
    termsAccepted: true,
    paymentMethod: 'visa',
  };
  const placed = await graphql(client, 'placeOrder', PLACE, { u: userData, input }, { ...bypass, ...withCookie() });
  const paymentId = String(placed['placeOrder']?.['redirectUrl']).split('/')[3];
  await client.think();
  const body = JSON.stringify({
    id: `${paymentId}:paid`,
    type: 'payment.updated',
    paymentId,
    outcome: 'paid',
    createdAt: new Date().toISOString(),
  });
  await client.steps.time('webhook', async () => {
    const response = await send(client, 'webhook', '/payments/webhooks/sandbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(body, client.webhookSecret),
      },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status}`);
  });
  client.paid.set(added.id, Date.now());
}

let nextCard = 0;
let nextAddress = 0;

/**
 * A balance check as the storefront's form sends it: a captcha challenge solved, then CheckBalance with the PIN.
 * Each check comes from its own address (x-forwarded-for from loopback, which the gateway trusts), so the per-client
 * limit does not refuse the benchmark; each card is checked at most a few times (the per-card limit).
 */
export async function checkBalance(client: SoakClient, catalogue: Catalogue) {
  const cardNumber = catalogue.balanceCards[nextCard++ % catalogue.balanceCards.length];
  const n = nextAddress++;
  const from = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const challenge = await client.steps.time('captcha', async () => {
    const response = await send(client, 'captcha', '/captcha/challenge');
    if (!response.ok) throw new Error(`${response.status}`);
    return response.json();
  });
  const captchaToken = await solveCaptcha(challenge as Parameters<typeof solveCaptcha>[0]);
  await client.think();
  await graphql(
    client,
    'balanceCheck',
    CheckBalanceDocument,
    { userData, cardNumber, pin: catalogue.pin, captchaToken },
    { 'x-forwarded-for': from, 'x-bypass-mutations': '1' },
  );
}
