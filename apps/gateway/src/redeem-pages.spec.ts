import { and, eq, sql } from 'drizzle-orm';
import { issueRedeemToken } from '@giftshop/gateway-cards-data';
import { products, selectRows, variations } from '@giftshop/gateway-db';
import pino from 'pino';
import { issueTestCard } from './testing/cards';
import { billingAddress, business } from './testing/shopper';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const ERRORS = 'errors { code message referencedRequestParameter }';
const PAGE = `query Page($u: UserDataInput!, $p: String!) { redeemPage(userData: $u, pageId: $p) { page { pageId title intro paragraphs business hasShop } ${ERRORS} } }`;
const PRODUCTS = `query P($u: UserDataInput!, $p: String) { redeemProducts(userData: $u, pageId: $p) { total products { id } ${ERRORS} } }`;
const ORDER_FIELDS = 'id version pageId business shipments { deliveryType deliveryAddress { postCode referenceNumber } packages { id } }';
const ADD = `mutation Add($u: UserDataInput!, $input: RedeemPackageInput!) { addRedeemPackage(userData: $u, input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation Update($u: UserDataInput!, $o: String!, $p: ID!, $input: UpdateRedeemPackageInput!) { updateRedeemPackage(userData: $u, orderUuid: $o, packageId: $p, input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const REMOVE = `mutation Remove($u: UserDataInput!, $o: String!, $p: ID!) { removeRedeemPackage(userData: $u, orderUuid: $o, packageId: $p) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const PLACE = `mutation Place($u: UserDataInput!, $input: PlaceRedeemOrderInput!) { placeRedeemOrder(userData: $u, input: $input) { orderUuid redirectUrl ${ERRORS} } }`;
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' };
const post = { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' };

describe('redeem pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, pino({ level: 'silent' }));
  }, 120_000);
  afterAll(() => app.close());

  const variationOf = async (slug: string, type: 'DIGITAL' | 'PHYSICAL') => {
    const [row] = await app.database.db
      .select({ id: variations.id })
      .from(products)
      .innerJoin(variations, eq(variations.productId, products.id))
      .where(and(eq(products.storeId, 48), eq(products.slug, slug), eq(variations.variationType, type)));
    return { variationId: String(row.id) };
  };
  const holder = async () => {
    const card = await issueTestCard(app.database.db, { balance: 10_000 });
    return { ...UK, redeemToken: await issueRedeemToken(app.database.db, card.id) };
  };
  const add = async (u: object, input: object) => {
    const body = await app.graphql(ADD, { u, input });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.addRedeemPackage;
  };

  it('answers a page of the store in its language, with its body as paragraphs', async () => {
    const info = (await app.graphql(PAGE, { u: UK, p: 'choice-card' })).data.redeemPage;
    expect(info.errors).toEqual([]);
    expect(info.page).toMatchObject({ pageId: 'choice-card', title: 'Spending your Choice gift card', business: false, hasShop: false });
    expect(info.page.paragraphs).toHaveLength(4);
    expect((await app.graphql(PAGE, { u: UK, p: 'northwind-thank-you' })).data.redeemPage.page).toMatchObject({ business: true, hasShop: true });
    expect((await app.graphql(PAGE, { u: UK, p: 'no-such-page' })).data.redeemPage.errors[0]).toMatchObject({ code: 1005, referencedRequestParameter: 'pageId' });
    // A page of another store is not found here.
    expect((await app.graphql(PAGE, { u: UK, p: 'polderbouw-bedankt' })).data.redeemPage.errors[0]).toMatchObject({ code: 1005 });
  });

  it("lists a business page's own selection, and every redeemable product for a page without one", async () => {
    const own = (await app.graphql(PRODUCTS, { u: UK, p: 'northwind-thank-you' })).data.redeemProducts;
    expect(own.total).toBe(6);
    const all = (await app.graphql(PRODUCTS, { u: UK, p: 'choice-card' })).data.redeemProducts;
    expect(all.total).toBe((await app.graphql(PRODUCTS, { u: UK })).data.redeemProducts.total);
    expect((await app.graphql(PRODUCTS, { u: UK, p: 'no-such-page' })).data.redeemProducts.errors[0]).toMatchObject({ code: 1005, referencedRequestParameter: 'pageId' });
  });

  it('ties an order to its business page: only its products, references on deliveries, company details at checkout', async () => {
    const u = await holder();
    const saffron = await variationOf('saffron-lantern-gift-card', 'DIGITAL');
    const [notOnPage] = await selectRows<{ id: number }>(
      app.database.db,
      sql`select v.id from variations v join products p on p.id = v.product_id where p.store_id = 48 and p.redeem_title is not null and v.variation_type = 'DIGITAL'
        and not (p.id = any(array(select unnest(product_ids) from redeem_pages where page_id = 'northwind-thank-you'))) order by p.id limit 1`,
    );
    const first = await add(u, { pageId: 'northwind-thank-you', ...(await variationOf('harbour-and-pine-gift-card', 'DIGITAL')), amount: 2000, receiver: ada });
    expect(first.errors).toEqual([]);
    expect(first.order).toMatchObject({ pageId: 'northwind-thank-you', business: true });
    expect((await add(u, { pageId: 'northwind-thank-you', variationId: String(notOnPage.id), amount: 2000, receiver: ada })).errors[0]).toMatchObject({ code: 1005, referencedRequestParameter: 'variationId' });
    expect((await add(u, { pageId: 'northwind-thank-you', ...saffron, amount: 2000, receiver: ada })).errors).toEqual([]);
    expect((await add(u, { pageId: 'no-such-page', ...saffron, amount: 2000, receiver: ada })).errors[0]).toMatchObject({ code: 1005, referencedRequestParameter: 'pageId' });

    const byPost = await variationOf('harbour-and-pine-gift-card', 'PHYSICAL');
    const tooLong = await add(u, { ...byPost, amount: 2000, deliveryAddress: post, referenceNumber: 'x'.repeat(36) });
    expect(tooLong.errors[0]).toMatchObject({ code: 1004, referencedRequestParameter: 'referenceNumber', message: 'Your reference can be at most 35 characters.' });
    const posted = await add(u, { ...byPost, amount: 2000, deliveryAddress: post, referenceNumber: ' DEPT-7 ' });
    expect(posted.errors).toEqual([]);
    const physical = posted.order.shipments.find((s: { deliveryType: string }) => s.deliveryType === 'PHYSICAL');
    expect(physical.deliveryAddress).toEqual({ postCode: 'SW1A 1AA', referenceNumber: 'DEPT-7' });
    const changed = (await app.graphql(UPDATE, { u, o: first.order.id, p: physical.packages[0].id, input: { referenceNumber: 'DEPT-8' } })).data.updateRedeemPackage;
    expect(changed.errors).toEqual([]);
    const moved = changed.order.shipments.filter((s: { deliveryType: string }) => s.deliveryType === 'PHYSICAL');
    expect(moved.map((s: { deliveryAddress: { referenceNumber: string } }) => s.deliveryAddress.referenceNumber)).toEqual(['DEPT-8']);

    const place = async (input: object) =>
      (await app.graphql(PLACE, { u, input: { orderUuid: first.order.id, orderVersion: changed.order.version, billingAddress, termsAccepted: true, ...input } })).data.placeRedeemOrder;
    const refused = await place({});
    expect(refused.errors.map((e: { referencedRequestParameter: string }) => e.referencedRequestParameter)).toContain('business.companyName');
    const placed = await place({ business });
    expect(placed.errors).toEqual([]);
    const [row] = await selectRows<{ customer_type: string; company_name: string }>(
      app.database.db,
      sql`select o.customer_type, a.company_name from orders o join addresses a on a.id = o.billing_address_id where o.id = ${first.order.id}`,
    );
    expect(row).toEqual({ customer_type: 'BUSINESS', company_name: 'Hopper Compilers Ltd' });
  });

  it('keeps an order started in the main shop private', async () => {
    const u = await holder();
    const { order, errors } = await add(u, { ...(await variationOf('harbour-and-pine-gift-card', 'DIGITAL')), amount: 2000, receiver: ada });
    expect(errors).toEqual([]);
    expect(order).toMatchObject({ pageId: null, business: false });
    expect((await app.graphql(PLACE, { u, input: { orderUuid: order.id, orderVersion: order.version, billingAddress, termsAccepted: true } })).data.placeRedeemOrder.errors).toEqual([]);
  });

  it('ties an order without packages (opened by adding a card) to the page of its first package', async () => {
    const u = await holder();
    const harbour = await variationOf('harbour-and-pine-gift-card', 'DIGITAL');
    const opened = await add(u, { ...harbour, amount: 2000, receiver: ada });
    const packageId = opened.order.shipments[0].packages[0].id;
    expect((await app.graphql(REMOVE, { u, o: opened.order.id, p: packageId })).data.removeRedeemPackage.errors).toEqual([]);
    const tied = await add(u, { pageId: 'northwind-thank-you', ...harbour, amount: 2000, receiver: ada });
    expect(tied.errors).toEqual([]);
    expect(tied.order).toMatchObject({ id: opened.order.id, pageId: 'northwind-thank-you', business: true });
  });
});
