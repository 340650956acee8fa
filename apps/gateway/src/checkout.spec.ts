import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { checkoutMessages } from '@giftshop/util-validation';
import { pdfText } from './testing/pdf-text';
import { createTestApp, type TestApp } from './testing/test-app';
import { billingAddress, business, fillCart, NL_STORE, PAYMENT_STATUS, PL_STORE, placeOrder, placedOrder, privateOrder, shopper, UK_STORE } from './testing/shopper';

const METHODS = /* GraphQL */ `
  query Methods($u: UserDataInput!, $c: CustomerType) {
    paymentMethods(userData: $u, customerType: $c) { paymentMethods { id title banks { id issuer } rawProviderData } errors { code } }
  }`;

const CONFIRMATION = /* GraphQL */ `
  query Confirmation($u: UserDataInput!, $id: String!) {
    orderConfirmation(userData: $u, uuid: $id) {
      order { uuid referenceNumber status paymentMethod paymentMethodTitle orderDate deliveryType
        items { kind productTitle count price { minorUnits } receivers { firstName lastName email } personalNote deliveryType dispatchDate }
        totals { grandTotal { minorUnits currency } subTotal { minorUnits } }
        billingAddress { firstName postCode phoneNumber kvkNumber companyName } }
      errors { code referencedRequestParameter }
    }
  }`;

const CART = /* GraphQL */ `query Cart($u: UserDataInput!) { cartV2(userData: $u) { order { id } errors { code } } }`;

const m = checkoutMessages('en');
const rows = <T>(app: TestApp, query: ReturnType<typeof sql>) => selectRows<T>(app.database.db, query);

describe('payment methods', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('offers the UK store cards, wallets, PayPal and bank transfer, and invoice to business customers only', async () => {
    const ids = async (c: string) => (await app.graphql(METHODS, { u: UK_STORE, c })).data.paymentMethods.paymentMethods.map((p: { id: string }) => p.id);
    expect(await ids('PRIVATE')).toEqual(['visa', 'mastercard', 'amex', 'applepay', 'googlepay', 'paypal', 'banktransfer']);
    expect(await ids('BUSINESS')).toEqual(['visa', 'mastercard', 'amex', 'applepay', 'googlepay', 'paypal', 'banktransfer', 'invoice']);
  });

  it('offers the Polish store BLIK and Przelewy24 first, and a country’s own method only in its currency', async () => {
    const ids = async (u: object) => (await app.graphql(METHODS, { u, c: 'PRIVATE' })).data.paymentMethods.paymentMethods.map((p: { id: string }) => p.id);
    expect((await ids(PL_STORE)).slice(0, 2)).toEqual(['blik', 'przelewy24']);
    // BLIK pays in złoty only: enabled in the German euro store, it is not offered there.
    const GERMAN_STORE = { language: 'de', storeID: 8, countryCode: 'DE' };
    await app.database.db.execute(sql`insert into store_payment_methods (store_id, method, position, title) values (8, 'blik', 99, 'BLIK')`);
    expect(await ids(GERMAN_STORE)).toEqual(expect.arrayContaining(['klarna', 'visa']));
    expect(await ids(GERMAN_STORE)).not.toContain('blik');
  });

  it('offers the Dutch store iDEAL with its banks and Bancontact, with Dutch titles', async () => {
    const { data } = await app.graphql(METHODS, { u: NL_STORE, c: 'PRIVATE' });
    const methods = data.paymentMethods.paymentMethods;
    const ideal = methods.find((p: { id: string }) => p.id === 'ideal');
    expect(ideal.banks.length).toBeGreaterThan(5);
    expect(ideal.banks).toContainEqual({ id: 'INGBNL2A', issuer: 'ING' });
    expect(JSON.parse(ideal.rawProviderData)).toMatchObject({ provider: 'sandbox', method: 'ideal', flow: 'redirect' });
    expect(methods.map((p: { id: string }) => p.id)).toContain('bancontact');
    expect(methods.find((p: { id: string }) => p.id === 'banktransfer').title).toBe('Bankoverschrijving');
    expect(methods.find((p: { id: string }) => p.id === 'visa').banks).toEqual([]);
  });
});

describe('placing an order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const place = async (input: Record<string, unknown>, u: object = UK_STORE) => {
    const who = shopper(app);
    await fillCart(app, who, undefined, u);
    return (await placeOrder(who, u, input)).data.placeOrder;
  };
  const invalid = (path: string, message: string) => ({ code: 1004, message, referencedRequestParameter: path });

  it('answers every invalid field of the billing address at once, each with its path', async () => {
    const result = await place(privateOrder({ billingAddress: { firstName: ' ', lastName: '', countryCode: '' } }));
    expect(result.orderUuid).toBeNull();
    expect(result.errors).toEqual([
      invalid('billingAddress.firstName', m.firstNameRequired),
      invalid('billingAddress.lastName', m.lastNameRequired),
      invalid('billingAddress.email', m.emailRequired),
      invalid('billingAddress.countryCode', 'Country is a required field'),
      invalid('billingAddress.postCode', m.postCodeRequired),
      invalid('billingAddress.houseNumber', m.houseNumberRequired),
      invalid('billingAddress.street', m.streetRequired),
      invalid('billingAddress.city', m.cityRequired),
      invalid('billingAddress.phoneNumber', 'Phone number is a required field'),
    ]);
  });

  it.each([
    ['email', 'grace@', m.emailInvalid],
    ['postCode', '1234 AB', m.postCodeInvalid],
    ['houseNumber', '0', m.houseNumberInvalid],
    ['houseNumber', 'ten', m.houseNumberInvalid],
    ['street', 'D', 'Street must be at least 2 characters'],
    ['firstName', 'G'.repeat(51), 'Please use at most 50 characters'],
    ['phoneNumber', '+44 1234', 'Please enter valid phone number'],
    ['phoneNumber', '+44 7400 12345', 'Please enter valid phone number'],
    ['phoneNumber', '07400 12345a', 'Please enter valid phone number'],
  ])('refuses billingAddress.%s = %p', async (field, value, message) => {
    const result = await place(privateOrder({ billingAddress: { ...billingAddress, [field]: value } }));
    expect(result.errors).toEqual([invalid(`billingAddress.${field}`, message)]);
  });

  it('checks the postcode by the country of the address', async () => {
    const result = await place(privateOrder({ billingAddress: { ...billingAddress, countryCode: 'NL', postCode: 'SW1A 1AA' } }));
    expect(result.errors).toEqual([invalid('billingAddress.postCode', m.postCodeInvalid)]);
  });

  it('requires the business details of a business order, and a valid invoice e-mail when given', async () => {
    const missing = await place(privateOrder({ customerType: 'BUSINESS' }));
    expect(missing.errors).toEqual([
      invalid('business.companyName', m.companyNameRequired),
      invalid('business.kvkNumber', m.kvkNumberRequired),
      invalid('business.vatNumber', m.vatNumberRequired),
      invalid('business.referenceNumber', m.referenceRequired),
    ]);
    const badMail = await place(privateOrder({ customerType: 'BUSINESS', business: { ...business, invoiceEmail: 'invoices@' } }));
    expect(badMail.errors).toEqual([invalid('business.invoiceEmail', m.invoiceEmailInvalid)]);
    const badNumbers = await place(privateOrder({ customerType: 'BUSINESS', business: { ...business, companyName: 'C'.repeat(101), kvkNumber: '12#45', vatNumber: 'GB'.repeat(11) } }));
    expect(badNumbers.errors).toEqual([
      invalid('business.companyName', 'Company name must be at most 100 characters'),
      invalid('business.kvkNumber', m.businessNumberInvalid),
      invalid('business.vatNumber', m.businessNumberInvalid),
    ]);
  });

  it('requires the terms to be accepted', async () => {
    expect((await place(privateOrder({ termsAccepted: false }))).errors).toEqual([invalid('termsAccepted', m.termsRequired)]);
  });

  it('refuses a method not offered to the customer type, and iDEAL without a listed bank', async () => {
    expect((await place(privateOrder({ paymentMethod: 'invoice' }))).errors).toEqual([invalid('paymentMethod', m.paymentMethodUnavailable)]);
    expect((await place(privateOrder({ paymentMethod: 'ideal' }))).errors).toEqual([invalid('paymentMethod', m.paymentMethodUnavailable)]);
    const dutch = { ...billingAddress, countryCode: 'NL', postCode: '1012 AB', phoneNumber: '06 1234 5678' };
    const nl = checkoutMessages('nl');
    expect((await place(privateOrder({ billingAddress: dutch, paymentMethod: 'ideal' }), NL_STORE)).errors).toEqual([invalid('issuer', nl.issuerRequired)]);
    expect((await place(privateOrder({ billingAddress: dutch, paymentMethod: 'ideal', issuer: 'NOBANK' }), NL_STORE)).errors).toEqual([
      invalid('issuer', nl.issuerUnknown),
    ]);
    expect((await place(privateOrder({ billingAddress: dutch, paymentMethod: 'ideal', issuer: 'INGBNL2A' }), NL_STORE)).errors).toEqual([]);
  });

  it('refuses to place without a cart (2038)', async () => {
    const result = (await placeOrder(shopper(app), UK_STORE, privateOrder())).data.placeOrder;
    expect(result).toMatchObject({ orderUuid: null, errors: [{ code: 2038, message: 'We could not load this order.', referencedRequestParameter: 'orderUuid' }] });
  });

  it('checks the cart rules again at placement: a zero-value cart (2033) and a card out of stock (2031)', async () => {
    const who = shopper(app);
    const cartId = await fillCart(app, who);
    await app.database.db.execute(sql`update order_items set unit_price = 0 where order_id = ${cartId}`);
    expect((await placeOrder(who, UK_STORE, privateOrder())).data.placeOrder.errors[0].code).toBe(2033);

    const other = shopper(app);
    const otherCart = await fillCart(app, other);
    await app.database.db.execute(sql`update variations set active = false where id in (select variation_id from order_items where order_id = ${otherCart})`);
    try {
      expect((await placeOrder(other, UK_STORE, privateOrder())).data.placeOrder.errors[0].code).toBe(2031);
    } finally {
      await app.database.db.execute(sql`update variations set active = true where id in (select variation_id from order_items where order_id = ${otherCart})`);
    }
  });

  it('places the cart as a PENDING order with a reference number, the address and a payment to make', async () => {
    const who = shopper(app);
    const cartId = await fillCart(app, who, [
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
    ]);
    const result = (await placeOrder(who, UK_STORE, privateOrder())).data.placeOrder;
    expect(result.errors).toEqual([]);
    expect(result.orderUuid).toBe(cartId);
    expect(result.redirectUrl).toMatch(/^\/payments\/sandbox\/[0-9a-f-]{36}\/$/);

    const [order] = await rows<{ status: string; reference_number: string; placed_at: Date; terms_accepted_at: Date; payment_method: string; grand_total: number; billing_address_id: number }>(
      app,
      sql`select * from orders where id = ${cartId}`,
    );
    expect(order).toMatchObject({ status: 'PENDING', payment_method: 'visa' });
    expect(order.reference_number).toMatch(/^GCUK-\d{6,}$/);
    expect(order.placed_at).toBeTruthy();
    expect(order.terms_accepted_at).toBeTruthy();
    expect((await who.graphql(CART, { u: UK_STORE })).data.cartV2.order).toBeNull();

    const status = (await who.graphql(PAYMENT_STATUS, { u: UK_STORE, o: cartId })).data.paymentStatus.payment;
    expect(status).toEqual({ method: 'visa', status: 'OPEN', attempt: 1, amount: { minorUnits: order.grand_total, currency: 'GBP' }, redirectUrl: result.redirectUrl });

    const confirmation = (await app.graphql(CONFIRMATION, { u: UK_STORE, id: cartId })).data.orderConfirmation.order;
    expect(confirmation).toMatchObject({ uuid: cartId, referenceNumber: order.reference_number, status: 'PENDING', paymentMethod: 'visa', deliveryType: 'DIGITAL' });
    expect(confirmation.totals.grandTotal).toEqual({ minorUnits: order.grand_total, currency: 'GBP' });
    expect(confirmation.items.map((i: { receivers: { email: string }[] }) => i.receivers[0].email)).toEqual(['ada@example.com', 'alan@example.com']);
    expect(confirmation.items[0]).toMatchObject({ kind: 'GIFT_CARD', count: 1, personalNote: 'Happy birthday!', deliveryType: 'DIGITAL' });
    expect(confirmation.billingAddress).toMatchObject({ firstName: 'Grace', postCode: 'SW1A 1AA', phoneNumber: '+442079460958' });
  });

  it('stores the business details of a business order on its billing address', async () => {
    const { orderUuid } = await placedOrder(app, shopper(app), privateOrder({ customerType: 'BUSINESS', business, paymentMethod: 'invoice' }));
    const confirmation = (await app.graphql(CONFIRMATION, { u: UK_STORE, id: orderUuid })).data.orderConfirmation.order;
    expect(confirmation.billingAddress).toMatchObject({ companyName: 'Hopper Compilers Ltd', kvkNumber: '12345678' });
    expect(confirmation.paymentMethodTitle).toBe('Invoice');
  });

  it('shows a confirmation only for a placed order of the store', async () => {
    const cartId = await fillCart(app, shopper(app));
    expect((await app.graphql(CONFIRMATION, { u: UK_STORE, id: cartId })).data.orderConfirmation.errors).toEqual([{ code: 1005, referencedRequestParameter: 'uuid' }]);
    const { orderUuid } = await placedOrder(app);
    expect((await app.graphql(CONFIRMATION, { u: NL_STORE, id: orderUuid })).data.orderConfirmation.errors[0].code).toBe(1005);
    expect((await app.graphql(CONFIRMATION, { u: UK_STORE, id: 'not-a-uuid' })).data.orderConfirmation.errors[0].code).toBe(1005);
  });

  it('places in one transaction: a failure after the order changed leaves the cart as it was', async () => {
    const who = shopper(app);
    const cartId = await fillCart(app, who);
    const email = `atomic-${Date.now()}@example.com`;
    const input = privateOrder({ billingAddress: { ...billingAddress, email } });
    // Refuses this order's payment row: the statement after the address, the order update and the session change.
    await app.database.db.execute(
      sql.raw(`create or replace function refuse_test_payment() returns trigger language plpgsql as $$
        begin if new.order_id = '${cartId}' then raise exception 'payment refused for the test'; end if; return new; end $$`),
    );
    await app.database.db.execute(sql`create trigger refuse_test_payment before insert on payments for each row execute function refuse_test_payment()`);
    try {
      const result = await placeOrder(who, UK_STORE, input);
      expect(result.errors?.[0].message).toBe('Unexpected error.');
    } finally {
      await app.database.db.execute(sql`drop trigger refuse_test_payment on payments`);
    }
    const [order] = await rows<{ status: string; reference_number: string | null; billing_address_id: number | null }>(app, sql`select * from orders where id = ${cartId}`);
    expect(order).toMatchObject({ status: 'CART', reference_number: null, billing_address_id: null });
    expect(await rows(app, sql`select id from addresses where email = ${email}`)).toEqual([]);
    expect((await who.graphql(CART, { u: UK_STORE })).data.cartV2.order.id).toBe(cartId);
    const retried = (await placeOrder(who, UK_STORE, input)).data.placeOrder;
    expect(retried).toMatchObject({ orderUuid: cartId, errors: [] });
  });
});

describe('orders paid later: the invoice and how to pay by e-mail', () => {
  let app: TestApp;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'gateway-invoice-mail-'));
    app = await createTestApp({ MAIL_DIR: mailDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('e-mails the PDF invoice to the invoice address: seller, VAT number, PO reference, terms and bank details', async () => {
    const invoiceEmail = `ap-${Date.now()}@hopper.example`;
    const { orderUuid } = await placedOrder(app, shopper(app), privateOrder({ customerType: 'BUSINESS', business: { ...business, invoiceEmail }, paymentMethod: 'invoice' }));
    const [order] = await rows<{ reference_number: string }>(app, sql`select reference_number from orders where id = ${orderUuid}`);
    const queued = await rows<{ template: string; to_address: string; html: string }>(app, sql`select template, to_address, html from email_outbox where idempotency_key = ${`order-invoice:${orderUuid}`}`);
    expect(queued).toMatchObject([{ template: 'order-invoice', to_address: invoiceEmail }]);
    expect(queued[0].html).not.toContain('%PDF');

    await app.workers.outbox.sendDueEmails();
    const mails = await Promise.all((await readdir(mailDir)).map(async (f) => simpleParser(await readFile(join(mailDir, f)))));
    const mine = mails.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text === invoiceEmail);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe(`Invoice for your order ${order.reference_number}`);
    expect(mine[0].text).toContain(`quote ${order.reference_number} as the payment reference`);
    expect(mine[0].attachments.map((a) => [a.filename, a.contentType])).toEqual([[`invoice-${order.reference_number}.pdf`, 'application/pdf']]);
    const text = pdfText(mine[0].attachments[0].content);
    for (const expected of [
      `Invoice ${order.reference_number}`,
      'GiftCards UK Ltd',
      'Company number: 12873645',
      'VAT number: GB 318 4672 90',
      'Hopper Compilers Ltd',
      'Your reference: PO-1',
      `Invoice e-mail: ${invoiceEmail}`,
      'VAT: not applicable (multi-purpose vouchers)',
      'Payment terms: 14 days',
      'IBAN: GB33 BUKB 2020 1555 5555 55',
      'Sort code: 20-20-15',
      `Payment reference (please quote): ${order.reference_number}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('e-mails a bank transfer order how to pay (account and reference), and no invoice', async () => {
    const email = `transfer-${Date.now()}@example.com`;
    const { orderUuid } = await placedOrder(app, shopper(app), privateOrder({ billingAddress: { ...billingAddress, email }, paymentMethod: 'banktransfer' }));
    const [order] = await rows<{ reference_number: string }>(app, sql`select reference_number from orders where id = ${orderUuid}`);
    expect(await rows(app, sql`select id from email_outbox where idempotency_key = ${`order-invoice:${orderUuid}`}`)).toEqual([]);
    const queued = await rows<{ template: string; to_address: string; subject: string; text: string }>(
      app,
      sql`select template, to_address, subject, text from email_outbox where idempotency_key = ${`bank-transfer-instructions:${orderUuid}`}`,
    );
    expect(queued).toMatchObject([{ template: 'bank-transfer-instructions', to_address: email, subject: `Your order ${order.reference_number}: how to pay` }]);
    for (const expected of ['Account name: GiftCards UK Ltd', 'IBAN: GB33 BUKB 2020 1555 5555 55', 'Sort code: 20-20-15', `Reference (please quote): ${order.reference_number}`]) {
      expect(queued[0].text).toContain(expected);
    }
    const card = await placedOrder(app, shopper(app), privateOrder());
    expect(await rows(app, sql`select id from email_outbox where idempotency_key like ${`%:${card.orderUuid}`} and template in ('order-invoice', 'bank-transfer-instructions')`)).toEqual([]);
  });
});
