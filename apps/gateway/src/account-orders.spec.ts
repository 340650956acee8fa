import { eq, sql } from 'drizzle-orm';
import { signInvoiceToken } from '@giftshop/gateway-accounts';
import { adjustments, orders, payments, selectRows } from '@giftshop/gateway-db';
import { accountVisitor, type AccountVisitor } from './testing/account-visitor';
import { createPaidOrder } from './testing/paid-order';
import { fillCart, PLACE_ORDER, placedOrder, privateOrder, UK_STORE } from './testing/shopper';
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
const INVOICE = `query Invoice($u: UserDataInput!, $o: String!) { invoice(userData: $u, orderUuid: $o) { url ${ERRORS} } }`;
const LOGOUT = `mutation Logout($u: UserDataInput!) { userLogout(userData: $u) { status } }`;

/** The text a PDF shows: the hex strings of its uncompressed text operators, decoded and joined per operator. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}

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

    it('shows an order placed from a cart filled before logging in', async () => {
      const v = newVisitor();
      await fillCart(app, v);
      await v.register(email());
      const placed = (await v.graphql(PLACE_ORDER, { u: UK_STORE, input: privateOrder() })).data.placeOrder;
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
      for (const expected of [`Invoice ${order.referenceNumber}`, 'GiftCards UK', 'Carol Buyer', 'Downing Street 10', 'SW1A 1AA London', 'Shipping costs', '£6.95', 'VAT', '£0.00', 'Total']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(`£${(order.grandTotal / 100).toFixed(2)}`);
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
});
