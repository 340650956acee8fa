import { request, test, type APIRequestContext } from '@playwright/test';
import { address, cardsIn, mailTo, type Mail } from './mail';
import type { StoreUnderTest } from './stores';

/**
 * Buying cards for the journeys that start with a card in hand (balance check, redeem, doubler): the calls the shop's
 * pages make, through the storefront's proxy to the gateway, and a click of "paid" on the sandbox page's form. The
 * pages of a purchase are walked by purchase.spec.ts and cb.spec.ts.
 */
const PRODUCT = /* GraphQL */ `
  query Product($u: UserDataInput!, $slug: String!) {
    product(userData: $u, slug: $slug) { product { variations { id variationType } } errors { code message } }
  }`;
const ADD = /* GraphQL */ `
  mutation Add($u: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $u, input: $input) { errors { code message } } }`;
const CART = /* GraphQL */ `
  query Cart($u: UserDataInput!) { cartV2(userData: $u) { order { id version } } }`;
const PLACE = /* GraphQL */ `
  mutation Place($u: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $u, input: $input) { redirectUrl errors { code message } } }`;

async function graphql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await api.post('/graphql', { data: { query, variables }, headers: { 'x-bypass-mutations': '1' } });
  const body = await response.json();
  if (!response.ok() || body.errors) throw new Error(`GraphQL failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.data as T;
}

function refuse(step: string, errors: { message: string }[] | undefined) {
  if (errors?.length) throw new Error(`${step}: ${errors.map((e) => e.message).join('; ')}`);
}

/** Pays a sandbox payment as its page's form does; fails unless the page sends the shopper back to the shop. */
async function paySandbox(api: APIRequestContext, redirectUrl: string) {
  const page = await (await api.get(redirectUrl)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`No sandbox form at ${redirectUrl}`);
  const response = await api.post(redirectUrl, { form: { token, outcome: 'paid' }, maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`The sandbox answered ${response.status()}`);
}

export interface BoughtCard {
  number: string;
  pin: string;
  receiver: string;
  mail: Mail;
}

/** Buys one 25 e-mail card for each first name, in one order paid by card, and answers each receiver's card. */
export async function buyCards(store: StoreUnderTest, firstNames: string[]): Promise<BoughtCard[]> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const u = store.userData;
    const slug = store.cardProduct.split('/').filter(Boolean).pop();
    const { product } = await graphql<{ product: { product: { variations: { id: string; variationType: string }[] } | null; errors: { message: string }[] } }>(
      api,
      PRODUCT,
      { u, slug },
    );
    refuse('product', product.errors);
    const variation = product.product?.variations.find((v) => v.variationType === 'DIGITAL');
    if (!variation) throw new Error(`${store.cardProduct} has no e-mail variation`);
    const receivers = firstNames.map((firstName) => ({ firstName, lastName: 'Holder', email: address(firstName.toLowerCase()) }));
    const input = { variationId: variation.id, amount: 2500, quantity: 1, deliveryType: 'DIGITAL', receivers: receivers.map((r) => ({ ...r, confirmEmail: r.email })) };
    refuse('addToCart', (await graphql<{ addToCart: { errors: { message: string }[] } }>(api, ADD, { u, input })).addToCart.errors);
    const { cartV2 } = await graphql<{ cartV2: { order: { id: string; version: number } } }>(api, CART, { u });
    const { placeOrder } = await graphql<{ placeOrder: { redirectUrl: string | null; errors: { message: string }[] } }>(api, PLACE, {
      u,
      input: {
        orderUuid: cartV2.order.id,
        cartVersion: cartV2.order.version,
        customerType: 'PRIVATE',
        billingAddress: {
          firstName: 'Sam',
          lastName: 'Giver',
          email: address('sam'),
          countryCode: u.countryCode,
          postCode: store.address.postcode,
          houseNumber: store.address.houseNumber,
          street: store.address.street,
          city: store.address.city,
          phoneNumber: store.phone,
        },
        termsAccepted: true,
        paymentMethod: 'visa',
      },
    });
    refuse('placeOrder', placeOrder.errors);
    await paySandbox(api, placeOrder.redirectUrl ?? '');
    return Promise.all(
      receivers.map(async ({ email }) => {
        const mail = await mailTo(email);
        const { numbers, pins } = cardsIn(mail);
        return { number: numbers[0], pin: pins[0], receiver: email, mail };
      }),
    );
  } finally {
    await api.dispose();
  }
}
