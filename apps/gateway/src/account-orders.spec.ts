import { eq, sql } from 'drizzle-orm';
import { signInvoiceToken } from '@giftshop/gateway-accounts';
import { adjustments, orders, payments, products, selectRows } from '@giftshop/gateway-db';
import { accountVisitor, type AccountVisitor } from './testing/account-visitor';
import { createPaidOrder } from './testing/paid-order';
import { pdfText } from './testing/pdf-text';
import { ADD_TO_CART, billingAddress, fillCart, placeOrder, placedOrder, privateOrder, UK_STORE } from './testing/shopper';
import { anna, ownProduct, plainCard, postal } from './testing/cart-fixtures';
import { createTestApp, type TestApp } from './testing/test-app';

const ERRORS = 'errors { code message referencedRequestParameter }';
const ORDERS = /* GraphQL */ `
  query Orders($u: UserDataInput!, $p: PagingInput) {
    customerOrders(userData: $u, paging: $p) {
      orders {
        items { uuid referenceNumber status orderType deliveryType paymentMethod orderDate
          items { kind productTitle count price { minorUnits } wrapper extraPacking personalNote deliveryType }
          totals { grandTotal { minorUnits currency } grandTotalWithoutTax { minorUnits } }
          serviceFee { minorUnits } shippingCosts { minorUnits } extras { minorUnits } billingAddress { firstName lastName } }
        pageInfo { total pageNumber itemsPerPage hasNextPage }
      }
      ${ERRORS}
    }
  }`;
const ORDER = `query Order($u: UserDataInput!, $o: String!) { customerOrder(userData: $u, orderUuid: $o) { order { uuid referenceNumber items { productTitle count } } ${ERRORS} } }`;
const INVOICE = `query Invoice($u: UserDataInput!, $o: String!) { invoice(userData: $u, orderUuid: $o) { url ${ERRORS} } }`;
const CREATE = `mutation Create($u: UserDataInput!, $o: String!, $p: String!, $c: String!) { createAccountOnOrder(userData: $u, orderUuid: $o, password: $p, confirmPassword: $c) { status ${ERRORS} } }`;
const USER = `query User($u: UserDataInput!) { getUserInfo(userData: $u) { user { mainProfile { firstName lastName email } addresses { firstName street } } } }`;
const REORDER = `mutation Reorder($u: UserDataInput!, $o: String!) { reorder(userData: $u, orderUuid: $o) { order { id shipments { tag packages { id } } } ${ERRORS} } }`;
const PASSWORD = 'Tulip-Garden-42';
const LOGOUT = `mutation Logout($u: UserDataInput!) { userLogout(userData: $u) { status } }`;

describe('account orders and invoices', () => {
  let app: TestApp;
  let base: string;
  let visitors = 0;
  beforeAll(async () => {
    app = await createTestApp({ CAPTCHA_MAX_NUMBER: '1000' });
    base = await app.listen();
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const newVisitor = () => accountVisitor(base, `198.51.100.${++visitors}`);
  const email = () => `orders${++visitors}.${Date.now()}@example.com`;
  const userIdOf = async (address: string) =>
    (await selectRows<{ id: string }>(db(), sql`select id from users where email = ${address} and deleted_at is null`))[0].id;
  const list = async (v: AccountVisitor, paging?: object) => (await v.graphql(ORDERS, { u: UK_STORE, p: paging })).data.customerOrders;
  const invoice = async (v: AccountVisitor, orderUuid: string) => (await v.graphql(INVOICE, { u: UK_STORE, o: orderUuid })).data.invoice;

  /** A logged-in customer with the rich test order (three shipments, extras, shipping) marked as theirs. */
  async function customerWithOrder(change: Partial<typeof orders.$inferInsert> = { status: 'COMPLETED' }) {
    const v = newVisitor();
    const address = await v.register(email());
    const userId = await userIdOf(address);
    const { orderId } = await createPaidOrder(db());
    await db().update(orders).set({ userId, paymentMethod: 'visa', ...change }).where(eq(orders.id, orderId));
    await db().insert(adjustments).values({ orderId, title: 'Registered post', adjustmentType: 'SHIPPING', amount: 695, currency: 'GBP' });
    return { v, userId, orderId };
  }

  describe('customerOrders', () => {
    it('lists the placed orders of the customer, newest first, with the customer view of each', async () => {
      const { v, orderId } = await customerWithOrder();
      const { orderUuid } = await placedOrder(app, v);
      const answer = await list(v);
      expect(answer.errors).toEqual([]);
      expect(answer.orders.pageInfo).toEqual({ total: 2, pageNumber: 1, itemsPerPage: 10, hasNextPage: false });
      expect(answer.orders.items.map((o: { uuid: string }) => o.uuid)).toEqual([orderUuid, orderId]);
      const rich = answer.orders.items[1];
      expect(rich).toMatchObject({ status: 'COMPLETED', orderType: 'REGULAR', deliveryType: null, paymentMethod: 'visa', billingAddress: { firstName: 'Carol', lastName: 'Buyer' } });
      expect(rich.items.map((i: { count: number; deliveryType: string }) => [i.count, i.deliveryType])).toEqual([[2, 'DIGITAL'], [1, 'DIGITAL'], [1, 'PHYSICAL'], [1, 'DIGITAL']]);
      expect(rich.items[0].personalNote).toBe('Happy birthday, Ann! <3 & cheers');
      expect(rich.shippingCosts.minorUnits).toBe(695);
      expect(rich.extras.minorUnits).toBeGreaterThan(0);
      expect(rich.serviceFee.minorUnits).toBe(0);
      expect(rich.totals.grandTotalWithoutTax.minorUnits).toBe(rich.totals.grandTotal.minorUnits);
      expect(answer.orders.items[0]).toMatchObject({ status: 'PENDING', deliveryType: 'DIGITAL', billingAddress: { firstName: 'Grace' } });
    });

    it('pages through the orders', async () => {
      const { v } = await customerWithOrder();
      await placedOrder(app, v);
      await placedOrder(app, v);
      const first = await list(v, { itemsPerPage: 2, pageNumber: 1 });
      const second = await list(v, { itemsPerPage: 2, pageNumber: 2 });
      expect(first.orders.pageInfo).toEqual({ total: 3, pageNumber: 1, itemsPerPage: 2, hasNextPage: true });
      expect(second.orders.pageInfo).toEqual({ total: 3, pageNumber: 2, itemsPerPage: 2, hasNextPage: false });
      expect(second.orders.items).toHaveLength(1);
      expect(new Set([...first.orders.items, ...second.orders.items].map((o: { uuid: string }) => o.uuid)).size).toBe(3);
    });

    it('keeps one address book entry for a billing address used by several orders', async () => {
      const v = newVisitor();
      await v.register(email());
      const first = await placedOrder(app, v);
      const second = await placedOrder(app, v);
      const book = (await v.graphql(USER, { u: UK_STORE })).data.getUserInfo.user.addresses;
      expect(book).toEqual([{ firstName: 'Grace', street: expect.any(String) }]);
      const rows = await selectRows<{ n: number }>(db(), sql`select count(distinct billing_address_id)::int as n from orders where id in (${first.orderUuid}, ${second.orderUuid})`);
      expect(rows[0].n).toBe(1);
    });

    it('shows an order placed from a cart filled before logging in', async () => {
      const v = newVisitor();
      await fillCart(app, v);
      await v.register(email());
      const placed = (await placeOrder(v, UK_STORE, privateOrder())).data.placeOrder;
      expect(placed.errors).toEqual([]);
      expect((await list(v)).orders.items.map((o: { uuid: string }) => o.uuid)).toEqual([placed.orderUuid]);
    });

    it('shows neither carts nor other customers’ orders', async () => {
      const { v } = await customerWithOrder();
      const other = newVisitor();
      await other.register(email());
      expect((await list(other)).orders).toEqual({ items: [], pageInfo: { total: 0, pageNumber: 1, itemsPerPage: 10, hasNextPage: false } });
      expect((await list(v)).orders.pageInfo.total).toBe(1);
    });

    it('refuses a visitor who is not logged in (2121)', async () => {
      const v = newVisitor();
      expect(await list(v)).toEqual({ orders: null, errors: [{ code: 2121, message: 'Please log in first.', referencedRequestParameter: null }] });
      const { v: customer } = await customerWithOrder();
      await customer.graphql(LOGOUT, { u: UK_STORE });
      expect((await list(customer)).errors[0].code).toBe(2121);
    });
  });

  describe('customerOrder', () => {
    it('gives one of the customer’s orders by uuid, and NOT_FOUND for another’s, a cart, a malformed uuid and a visitor', async () => {
      const { v, orderId } = await customerWithOrder();
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      const own = (await v.graphql(ORDER, { u: UK_STORE, o: orderId })).data.customerOrder;
      expect(own.errors).toEqual([]);
      expect(own.order).toMatchObject({ uuid: orderId, referenceNumber: row.referenceNumber });
      expect(own.order.items.length).toBeGreaterThan(0);

      const notFound = { order: null, errors: [{ code: 1005, message: 'We could not find what you are looking for.', referencedRequestParameter: 'orderUuid' }] };
      const other = newVisitor();
      await other.register(email());
      expect((await other.graphql(ORDER, { u: UK_STORE, o: orderId })).data.customerOrder).toEqual(notFound);
      expect((await v.graphql(ORDER, { u: UK_STORE, o: 'not-a-uuid' })).data.customerOrder).toEqual(notFound);
      const cart = await customerWithOrder({ status: 'CART' });
      expect((await cart.v.graphql(ORDER, { u: UK_STORE, o: cart.orderId })).data.customerOrder).toEqual(notFound);
      expect((await newVisitor().graphql(ORDER, { u: UK_STORE, o: orderId })).data.customerOrder.errors[0].code).toBe(2121);
    });
  });

  describe('invoice', () => {
    it('hands out a short-lived link whose PDF names the reference, store, billing address, lines, VAT and totals', async () => {
      const { v, orderId } = await customerWithOrder();
      const answer = await invoice(v, orderId);
      expect(answer.errors).toEqual([]);
      expect(answer.url).toMatch(/^\/invoices\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.pdf$/);
      const response = await v.get(answer.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${order.referenceNumber}.pdf"`);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      const text = pdfText(pdf);
      for (const expected of [`Invoice ${order.referenceNumber}`, 'GiftCards UK', 'Carol Buyer', '10 Downing Street', 'London', 'SW1A 1AA', 'Shipping costs', '£6.95', 'VAT', '£0.00', 'Total']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(`£${(order.grandTotal / 100).toFixed(2)}`);
      // A British address is not written in Dutch order.
      expect(text).not.toContain('Downing Street 10');
      expect(text).not.toContain('SW1A 1AA London');
      // The seller as on the e-mailed invoice (brand data); a paid order has no terms to pay by.
      for (const expected of ['GiftCards UK Ltd', '71-75 Shelton Street', 'Company number: 12873645', 'VAT number: GB 318 4672 90']) expect(text).toContain(expected);
      expect(text).not.toContain('Please pay by bank transfer to:');
    });

    it('prints the terms and the account to pay to on the invoice of an unpaid invoice order', async () => {
      const { v, orderId } = await customerWithOrder({ status: 'PENDING', paymentMethod: 'invoice', customerType: 'BUSINESS', placedAt: new Date('2026-11-02T10:00:00Z') });
      const response = await v.get((await invoice(v, orderId)).url);
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      for (const expected of ['Please pay by bank transfer to:', 'IBAN: GB33 BUKB 2020 1555 5555 55', 'Sort code: 20-20-15', 'to be paid by 16 November 2026', 'Invoice date: 2 November 2026']) {
        expect(text).toContain(expected);
      }
    });

    it('gives an invoice for a paid order and for one paid by invoice, not for an unpaid or cancelled one (2142)', async () => {
      const { v, orderId } = await customerWithOrder({ status: 'PENDING' });
      const refused = { url: null, errors: [{ code: 2142, message: 'There is no invoice for this order yet: it is issued once the order has been paid.', referencedRequestParameter: 'orderUuid' }] };
      expect(await invoice(v, orderId)).toEqual(refused);
      await db().insert(payments).values({ orderId, provider: 'sandbox', method: 'visa', amount: 100, currency: 'GBP', status: 'PAID' });
      expect((await invoice(v, orderId)).errors).toEqual([]);

      const byInvoice = await customerWithOrder({ status: 'PENDING', paymentMethod: 'invoice', customerType: 'BUSINESS' });
      expect((await invoice(byInvoice.v, byInvoice.orderId)).errors).toEqual([]);
      const cancelled = await customerWithOrder({ status: 'CANCELED' });
      expect(await invoice(cancelled.v, cancelled.orderId)).toEqual(refused);
    });

    it('refuses another customer’s order, a cart and an unknown uuid as not found (1005)', async () => {
      const { orderId } = await customerWithOrder();
      const other = newVisitor();
      await other.register(email());
      const notFound = { url: null, errors: [{ code: 1005, message: 'We could not find what you are looking for.', referencedRequestParameter: 'orderUuid' }] };
      expect(await invoice(other, orderId)).toEqual(notFound);
      expect(await invoice(other, 'not-a-uuid')).toEqual(notFound);
      const { v, orderId: cart } = await customerWithOrder({ status: 'CART' });
      expect(await invoice(v, cart)).toEqual(notFound);
    });

    it('refuses a visitor who is not logged in (2121)', async () => {
      const { orderId } = await customerWithOrder();
      expect((await invoice(newVisitor(), orderId)).errors).toEqual([{ code: 2121, message: 'Please log in first.', referencedRequestParameter: null }]);
    });

    it('serves the PDF only to the browser of the customer the link was made for', async () => {
      const { v, orderId } = await customerWithOrder();
      const { url } = await invoice(v, orderId);
      const other = newVisitor();
      await other.register(email());
      expect((await other.get(url)).status).toBe(403);
      expect((await newVisitor().get(url)).status).toBe(403);
      await v.graphql(LOGOUT, { u: UK_STORE });
      expect((await v.get(url)).status).toBe(403);
    });

    it('refuses an expired link (410), a forged or altered one (404), and one for an order no longer invoiceable', async () => {
      const { v, userId, orderId } = await customerWithOrder();
      const past = Math.floor(Date.now() / 1000) - 1;
      const expired = signInvoiceToken('development-invoice-link-key', { orderId, userId, language: 'en', expiresAt: past });
      expect((await v.get(`/invoices/${expired}.pdf`)).status).toBe(410);
      const forged = signInvoiceToken('some-other-secret-value', { orderId, userId, language: 'en', expiresAt: past + 600 });
      expect((await v.get(`/invoices/${forged}.pdf`)).status).toBe(404);
      const { url } = await invoice(v, orderId);
      const [payload, signature] = url.slice('/invoices/'.length, -'.pdf'.length).split('.');
      const altered = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(/\.\d+$/, `.${past + 86_400}`)).toString('base64url');
      expect((await v.get(`/invoices/${altered}.${signature}.pdf`)).status).toBe(404);
      await db().update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, orderId));
      expect((await v.get(url)).status).toBe(404);
    });
  });

  describe('createAccountOnOrder', () => {
    const guestOrder = async (v: AccountVisitor) => {
      const address = email();
      const { orderUuid } = await placedOrder(app, v, privateOrder({ billingAddress: { ...billingAddress, email: address } }));
      return { orderUuid, address };
    };
    const create = async (v: AccountVisitor, orderUuid: string, password = PASSWORD, confirm = password) =>
      (await v.graphql(CREATE, { u: UK_STORE, o: orderUuid, p: password, c: confirm })).data.createAccountOnOrder;
    const refusal = (code: number, message: string, field: string | null = 'orderUuid') => ({ status: false, errors: [{ code, message, referencedRequestParameter: field }] });

    it('makes an account of the order’s name and e-mail, logs it in and gives it the order', async () => {
      const v = newVisitor();
      const { orderUuid, address } = await guestOrder(v);
      expect(await create(v, orderUuid)).toEqual({ status: true, errors: [] });
      const { user } = (await v.graphql(USER, { u: UK_STORE })).data.getUserInfo;
      expect(user).toEqual({ mainProfile: { firstName: 'Grace', lastName: 'Hopper', email: address }, addresses: [{ firstName: 'Grace', street: 'Downing Street' }] });
      expect((await list(v)).orders.items.map((o: { uuid: string }) => o.uuid)).toEqual([orderUuid]);
    });

    it('refuses another browser’s order and an unknown one (1005), a cart (2141) and an order that has an account (2143)', async () => {
      const v = newVisitor();
      const { orderUuid } = await guestOrder(v);
      const notFound = refusal(1005, 'We could not find what you are looking for.');
      expect(await create(newVisitor(), orderUuid)).toEqual(notFound);
      expect(await create(v, '00000000-0000-4000-8000-000000000000')).toEqual(notFound);
      const cartOwner = newVisitor();
      const cart = await fillCart(app, cartOwner);
      expect(await create(cartOwner, cart)).toEqual(refusal(2141, 'This order has not been placed.'));
      const other = await customerWithOrder();
      await db().update(orders).set({ userId: other.userId }).where(eq(orders.id, orderUuid));
      expect(await create(v, orderUuid)).toEqual(refusal(2143, 'This order already belongs to an account. Please log in to see it.'));
    });

    it('refuses an e-mail that already has an account (2111), a logged-in browser (2101) and weak passwords', async () => {
      const v = newVisitor();
      const { orderUuid, address } = await guestOrder(v);
      expect(await create(v, orderUuid, 'short', 'other')).toEqual({
        status: false,
        errors: [
          { code: 2113, message: 'Your password must be at least 8 characters long.', referencedRequestParameter: 'password' },
          { code: 2123, message: 'The passwords do not match.', referencedRequestParameter: 'confirmPassword' },
        ],
      });
      await newVisitor().register(address);
      expect(await create(v, orderUuid)).toEqual(refusal(2111, 'An account with this e-mail address already exists.'));
      const customer = newVisitor();
      await customer.register(email());
      expect(await create(customer, orderUuid)).toEqual(refusal(2101, 'You are already logged in.', null));
    });
  });

  describe('reorder', () => {
    const reorder = async (v: AccountVisitor, orderUuid: string) => (await v.graphql(REORDER, { u: UK_STORE, o: orderUuid })).data.reorder;
    const packageCount = (order: { shipments: { packages: unknown[] }[] }) => order.shipments.reduce((n, s) => n + s.packages.length, 0);

    /** A customer's placed order of two packages: a card of its own product by e-mail, and a plain card by post. */
    async function twoPackageOrder() {
      const v = newVisitor();
      await v.register(email());
      const own = await ownProduct(app);
      const post = await plainCard(app, 'PHYSICAL');
      for (const input of [
        { variationId: own.variationId, amount: 2500, quantity: 1, deliveryType: 'DIGITAL', receivers: [anna] },
        { variationId: post.variationId, amount: post.fixedValues[0], quantity: 2, deliveryType: 'PHYSICAL', receivers: [postal()] },
      ]) {
        expect((await v.graphql(ADD_TO_CART, { u: UK_STORE, input })).data.addToCart.errors).toEqual([]);
      }
      const placed = (await placeOrder(v, UK_STORE, privateOrder())).data.placeOrder;
      expect(placed.errors).toEqual([]);
      return { v, orderUuid: placed.orderUuid as string, own, post };
    }

    it('puts every package of an earlier order into the cart again as a reorder', async () => {
      const { v, orderUuid } = await twoPackageOrder();
      const answer = await reorder(v, orderUuid);
      expect(answer.errors).toEqual([]);
      expect(answer.order.shipments.map((s: { tag: string; packages: unknown[] }) => [s.tag, s.packages.length])).toEqual([['digital', 1], ['physical-1', 1]]);
      const [cart] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
      expect(cart).toMatchObject({ status: 'CART', orderType: 'REORDER' });
    });

    it('skips a product no longer sold with its own error and adds the rest', async () => {
      const { v, orderUuid, own } = await twoPackageOrder();
      await db().update(products).set({ active: false }).where(eq(products.id, own.productId));
      const answer = await reorder(v, orderUuid);
      expect(answer.errors).toEqual([{ code: 2144, message: `${own.title} is no longer available and was not added to your basket.`, referencedRequestParameter: 'packages.0' }]);
      expect(packageCount(answer.order)).toBe(1);
      expect(answer.order.shipments[0].tag).toBe('physical-1');
    });

    it('refuses another customer’s order (1005) and a visitor who is not logged in (2121)', async () => {
      const { orderId } = await customerWithOrder();
      const other = newVisitor();
      await other.register(email());
      expect(await reorder(other, orderId)).toEqual({ order: null, errors: [{ code: 1005, message: 'We could not find what you are looking for.', referencedRequestParameter: 'orderUuid' }] });
      expect(await reorder(newVisitor(), orderId)).toEqual({ order: null, errors: [{ code: 2121, message: 'Please log in first.', referencedRequestParameter: null }] });
    });
  });
});
