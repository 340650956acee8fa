import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '@giftshop/gateway-db';
import { DEV_WEBHOOK_SECRET, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '@giftshop/gateway-order-payments';
import type { GraphqlResult, TestApp } from './test-app';

export const UK_STORE = { language: 'en', storeID: 48, countryCode: 'GB' } as const;
export const NL_STORE = { language: 'nl', storeID: 1, countryCode: 'NL' } as const;
export const PL_STORE = { language: 'pl', storeID: 17, countryCode: 'PL' } as const;

/** A browser: its own session cookie, kept across calls like a real one. */
export interface Shopper {
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult>;
  readonly cookie: string | null;
}

export function shopper(app: TestApp): Shopper {
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    async graphql(query, variables) {
      const response = await app.gateway.yoga.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-bypass-mutations': '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.getSetCookie().find((c) => c.startsWith('gs_session='));
      if (set) cookie = set.split(';', 1)[0];
      return response.json();
    },
  };
}

/** A digital gift card of a store on sale without limits, and one of its fixed values. */
export async function digitalCard(db: Database, storeId = 48): Promise<{ variationId: string; amount: number; productId: number }> {
  const [row] = await selectRows<{ id: number; product_id: number; amount: number }>(
    db,
    sql`select v.id, v.product_id, v.fixed_values[1] as amount from variations v join products p on p.id = v.product_id
        where p.store_id = ${storeId} and p.product_type = 'GIFT_CARD' and p.active and v.active and not p.is_test
          and not p.third_party_platform and not p.contains_wine and p.stock is null and v.variation_type = 'DIGITAL'
          and cardinality(v.fixed_values) > 0 and v.fixed_values[1] <= 5000
        order by p.id limit 1`,
  );
  if (!row) throw new Error('The seed has no plain digital gift card');
  return { variationId: String(row.id), amount: row.amount, productId: row.product_id };
}

export const ADD_TO_CART = /* GraphQL */ `
  mutation Add($u: UserDataInput!, $input: AddToCartInput!) {
    addToCart(userData: $u, input: $input) { order { id totals { grandTotal { minorUnits } } } errors { code message referencedRequestParameter } }
  }`;

/** Puts a digital card for each receiver in the shopper's cart; answers the cart's uuid. */
export async function fillCart(app: TestApp, who: Shopper, receivers = [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }], u: object = UK_STORE): Promise<string> {
  const card = await digitalCard(app.database.db, (u as { storeID: number }).storeID);
  const result = await who.graphql(ADD_TO_CART, {
    u,
    input: {
      variationId: card.variationId,
      amount: card.amount,
      quantity: 1,
      deliveryType: 'DIGITAL',
      receivers: receivers.map((r) => ({ ...r, confirmEmail: r.email })),
      personalMessage: 'Happy birthday!',
    },
  });
  const order = result.data?.addToCart?.order;
  if (!order) throw new Error(`addToCart failed: ${JSON.stringify(result)}`);
  return order.id;
}

export const billingAddress = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  countryCode: 'GB',
  postCode: 'SW1A 1AA',
  houseNumber: '10',
  street: 'Downing Street',
  city: 'London',
  phoneNumber: '+44 20 7946 0958',
};

export const business = { companyName: 'Hopper Compilers Ltd', kvkNumber: '12345678', vatNumber: 'GB123456789', referenceNumber: 'PO-1' };

export const privateOrder = (change: Record<string, unknown> = {}) => ({
  customerType: 'PRIVATE',
  billingAddress,
  termsAccepted: true,
  paymentMethod: 'visa',
  ...change,
});

export const PLACE_ORDER = /* GraphQL */ `
  mutation Place($u: UserDataInput!, $input: PlaceOrderInput!) {
    placeOrder(userData: $u, input: $input) { orderUuid redirectUrl errors { code message referencedRequestParameter } }
  }`;

export const PAYMENT_STATUS = /* GraphQL */ `
  query Status($u: UserDataInput!, $o: String!) {
    paymentStatus(userData: $u, orderUuid: $o) { payment { method status attempt amount { minorUnits currency } redirectUrl } errors { code referencedRequestParameter } }
  }`;

export const START_PAYMENT = /* GraphQL */ `
  mutation Start($u: UserDataInput!, $o: String!, $m: PaymentMethodId!, $i: String) {
    startPayment(userData: $u, orderUuid: $o, method: $m, issuer: $i) { redirectUrl errors { code message referencedRequestParameter } }
  }`;

export const CART_STATE = /* GraphQL */ `
  query CartState($u: UserDataInput!) { cartV2(userData: $u) { order { id version } } }`;

/** The cart id and version the shopper's overview shows, as the checkout names them when placing (empty cart: none). */
export async function confirmedCart(who: Shopper, u: object = UK_STORE): Promise<{ orderUuid: string; cartVersion: number }> {
  const order = (await who.graphql(CART_STATE, { u })).data?.cartV2?.order as { id: string; version: number } | null | undefined;
  return { orderUuid: order?.id ?? '', cartVersion: order?.version ?? 0 };
}

/** placeOrder as the checkout sends it: the cart id and version it shows, unless `input` names others. */
export async function placeOrder(who: Shopper, u: object, input: Record<string, unknown>): Promise<GraphqlResult> {
  return who.graphql(PLACE_ORDER, { u, input: { ...(await confirmedCart(who, u)), ...input } });
}

/** Fills a cart and places it; answers the order's uuid and the payment page's path. */
export async function placedOrder(app: TestApp, who: Shopper = shopper(app), input: Record<string, unknown> = privateOrder()) {
  await fillCart(app, who);
  const result = await placeOrder(who, UK_STORE, input);
  const placed = result.data?.placeOrder;
  if (!placed?.orderUuid) throw new Error(`placeOrder failed: ${JSON.stringify(result)}`);
  return { orderUuid: placed.orderUuid as string, redirectUrl: placed.redirectUrl as string | null, who };
}

/** The payment id in a sandbox page path. */
export const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/')[3];

/** Posts a signed sandbox webhook to the gateway over HTTP. */
export async function sendWebhook(baseUrl: string, body: object, secret = DEV_WEBHOOK_SECRET): Promise<Response> {
  const text = JSON.stringify(body);
  return fetch(`${baseUrl}/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(text, secret) },
    body: text,
  });
}
