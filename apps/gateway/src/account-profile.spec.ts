import { format } from '@giftshop/util-i18n/core';
import { eq, sql } from 'drizzle-orm';
import { addresses, orders, selectRows } from '@giftshop/gateway-db';
import { checkoutMessages } from '@giftshop/util-validation';
import { accountVisitor, type AccountVisitor } from './testing/account-visitor';
import { createPaidOrder } from './testing/paid-order';
import { UK_STORE } from './testing/shopper';
import { createTestApp, type TestApp } from './testing/test-app';

const ERRORS = 'errors { code message referencedRequestParameter }';
const ADDRESS = 'id firstName lastName customerType companyName countryCode postCode houseNumber street city email phoneNumber';
const USER = `mainProfile { firstName lastName email invoiceEmail phoneNumber vatNumber address { postCode houseNumber street city companyName postalLines } }
  addresses { ${ADDRESS} } defaultBillingAddressId defaultDeliveryAddressId`;
const UPDATE_PROFILE = `mutation P($u: UserDataInput!, $i: ProfileInput!) { updateProfile(userData: $u, input: $i) { user { ${USER} } ${ERRORS} } }`;
const USER_INFO = `query U($u: UserDataInput!) { getUserInfo(userData: $u) { user { ${USER} } ${ERRORS} } }`;
const BOOK = `addresses { ${ADDRESS} } defaultBillingAddressId defaultDeliveryAddressId ${ERRORS}`;
const ADD = `mutation A($u: UserDataInput!, $a: AddressInput!, $d: [AddressKind!]) { addAddress(userData: $u, address: $a, defaultFor: $d) { ${BOOK} } }`;
const UPDATE = `mutation U($u: UserDataInput!, $id: ID!, $a: AddressInput!) { updateAddress(userData: $u, id: $id, address: $a) { ${BOOK} } }`;
const DELETE = `mutation D($u: UserDataInput!, $id: ID!) { deleteAddress(userData: $u, id: $id) { ${BOOK} } }`;
const DEFAULT = `mutation S($u: UserDataInput!, $id: ID!, $k: AddressKind!) { setDefaultAddress(userData: $u, id: $id, kind: $k) { ${BOOK} } }`;
const DELETE_ACCOUNT = `mutation X($u: UserDataInput!) { deleteAccount(userData: $u) { status } }`;

const m = checkoutMessages('en');
const invalid = (path: string, message: string) => ({ code: 1004, message, referencedRequestParameter: path });
const notLoggedIn = [{ code: 2121, message: 'Please log in first.', referencedRequestParameter: null }];
const home = { firstName: 'Anna', lastName: 'Smith', countryCode: 'GB', postCode: 'sw1a 2aa', houseNumber: '10', street: 'Downing Street', city: 'London' };
const office = { firstName: 'Anna', lastName: 'Smith', customerType: 'BUSINESS', companyName: 'Smith & Co', countryCode: 'GB', postCode: 'EC1A 1BB', houseNumber: '1', street: 'High Street', city: 'London', email: 'office@example.com', phoneNumber: '020 7946 0123' };

describe('profile and address book', () => {
  let app: TestApp;
  let base: string;
  let visitors = 0;
  beforeAll(async () => {
    app = await createTestApp({ CAPTCHA_MAX_NUMBER: '1000' });
    base = await app.listen();
  });
  afterAll(() => app.close());

  const newVisitor = () => accountVisitor(base, `192.0.2.${++visitors}`);
  async function customer() {
    const v = newVisitor();
    await v.register(`book${++visitors}.${Date.now()}@example.com`);
    return v;
  }
  const call = async (v: AccountVisitor, query: string, variables: Record<string, unknown>) => {
    const { data } = await v.graphql(query, { u: UK_STORE, ...variables });
    return Object.values(data)[0] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  describe('updateProfile', () => {
    it('changes the given fields, keeps the omitted ones, and stores the address in the store’s country', async () => {
      const v = await customer();
      const first = await call(v, UPDATE_PROFILE, {
        i: { lastName: 'Jones', invoiceEmail: 'invoices@example.com', phoneNumber: '+44 7400 123456', vatNumber: 'GB123456789', address: { ...home, firstName: undefined, lastName: undefined, countryCode: undefined, companyName: 'Jones Ltd' } },
      });
      expect(first.errors).toEqual([]);
      expect(first.user.mainProfile).toEqual({
        firstName: 'Anna',
        lastName: 'Jones',
        email: expect.stringMatching(/@example\.com$/),
        invoiceEmail: 'invoices@example.com',
        phoneNumber: '+447400123456',
        vatNumber: 'GB123456789',
        address: { postCode: 'SW1A 2AA', houseNumber: '10', street: 'Downing Street', city: 'London', companyName: 'Jones Ltd', postalLines: ['10 Downing Street', 'London', 'SW1A 2AA'] },
      });
      expect(first.user.addresses).toEqual([]);
      const second = await call(v, UPDATE_PROFILE, { i: { firstName: ' Annie ', phoneNumber: '', vatNumber: null } });
      expect(second.user.mainProfile).toMatchObject({ firstName: 'Annie', lastName: 'Jones', phoneNumber: null, vatNumber: 'GB123456789', address: { street: 'Downing Street' } });
    });

    it('refuses every broken rule at once, each on its field, and changes nothing', async () => {
      const v = await customer();
      const answer = await call(v, UPDATE_PROFILE, {
        i: { firstName: ' ', lastName: 'x'.repeat(51), invoiceEmail: 'nope', phoneNumber: '+44 1234', vatNumber: 'GB 123/45', address: { postCode: '12345', houseNumber: '0', street: 'A', city: '' } },
      });
      expect(answer.user).toBeNull();
      expect(answer.errors).toEqual([
        invalid('input.firstName', m.firstNameRequired),
        invalid('input.lastName', format(m.nameTooLong, { max: 50 })),
        invalid('input.invoiceEmail', m.invoiceEmailInvalid),
        invalid('input.phoneNumber', m.phoneInvalid),
        invalid('input.vatNumber', m.businessNumberInvalid),
        invalid('input.address.postCode', m.postCodeInvalid),
        invalid('input.address.houseNumber', m.houseNumberInvalid),
        invalid('input.address.street', format(m.streetTooShort, { min: 2 })),
        invalid('input.address.city', m.cityRequired),
      ]);
      expect((await call(v, USER_INFO, {})).user.mainProfile).toMatchObject({ firstName: 'Anna', lastName: 'Smith', address: null });
    });

    it('refuses a visitor who is not logged in (2121)', async () => {
      expect(await call(newVisitor(), UPDATE_PROFILE, { i: { firstName: 'Eve' } })).toEqual({ user: null, errors: notLoggedIn });
    });
  });

  describe('address book', () => {
    it('adds addresses, newest first, with defaults for billing and delivery, and shows them in getUserInfo', async () => {
      const v = await customer();
      const one = await call(v, ADD, { a: home, d: ['BILLING', 'DELIVERY'] });
      expect(one.errors).toEqual([]);
      const homeId = one.addresses[0].id;
      expect(one).toMatchObject({ defaultBillingAddressId: homeId, defaultDeliveryAddressId: homeId });
      expect(one.addresses[0]).toMatchObject({ customerType: 'PRIVATE', companyName: null, postCode: 'SW1A 2AA', email: null });
      const two = await call(v, ADD, { a: office });
      const officeId = two.addresses[0].id;
      expect(two.addresses.map((a: { id: string }) => a.id)).toEqual([officeId, homeId]);
      expect(two.addresses[0]).toMatchObject({ customerType: 'BUSINESS', companyName: 'Smith & Co', phoneNumber: '+442079460123' });
      const moved = await call(v, DEFAULT, { id: officeId, k: 'BILLING' });
      expect(moved).toMatchObject({ defaultBillingAddressId: officeId, defaultDeliveryAddressId: homeId });
      const info = (await call(v, USER_INFO, {})).user;
      expect(info).toMatchObject({ defaultBillingAddressId: officeId, defaultDeliveryAddressId: homeId });
      expect(info.addresses).toHaveLength(2);
    });

    it('refuses an invalid address, each rule on its field, and a business without a company', async () => {
      const v = await customer();
      const answer = await call(v, ADD, { a: { ...office, companyName: ' ', firstName: '', postCode: 'XX', houseNumber: 'ten', email: 'no', phoneNumber: '12' } });
      expect(answer.addresses).toBeNull();
      expect(answer.errors).toEqual([
        invalid('address.firstName', m.firstNameRequired),
        invalid('address.postCode', m.postCodeInvalid),
        invalid('address.houseNumber', m.houseNumberInvalid),
        invalid('address.email', m.emailInvalid),
        invalid('address.phoneNumber', m.phoneInvalid),
        invalid('address.companyName', m.companyNameRequired),
      ]);
    });

    it('replaces an address by a new entry, keeping its defaults, and leaves an order’s copy as it was', async () => {
      const v = await customer();
      const homeId = (await call(v, ADD, { a: home, d: ['DELIVERY'] })).addresses[0].id;
      const { orderId } = await createPaidOrder(app.database.db);
      await app.database.db.update(orders).set({ billingAddressId: Number(homeId) }).where(eq(orders.id, orderId));
      const updated = await call(v, UPDATE, { id: homeId, a: { ...home, street: 'Whitehall', houseNumber: '70' } });
      expect(updated.errors).toEqual([]);
      const newId = updated.addresses[0].id;
      expect(newId).not.toBe(homeId);
      expect(updated.addresses).toHaveLength(1);
      expect(updated.addresses[0]).toMatchObject({ street: 'Whitehall', houseNumber: '70' });
      expect(updated.defaultDeliveryAddressId).toBe(newId);
      const [kept] = await app.database.db.select().from(addresses).where(eq(addresses.id, Number(homeId)));
      expect(kept).toMatchObject({ street: 'Downing Street', userId: null });
    });

    it('deletes an address and clears a default on it', async () => {
      const v = await customer();
      const homeId = (await call(v, ADD, { a: home, d: ['BILLING'] })).addresses[0].id;
      const answer = await call(v, DELETE, { id: homeId });
      expect(answer).toEqual({ addresses: [], defaultBillingAddressId: null, defaultDeliveryAddressId: null, errors: [] });
      expect(await app.database.db.select().from(addresses).where(eq(addresses.id, Number(homeId)))).toEqual([]);
    });

    it('refuses another customer’s address and an unknown id as not found (1005)', async () => {
      const owner = await customer();
      const id = (await call(owner, ADD, { a: home })).addresses[0].id;
      const other = await customer();
      const notFound = { addresses: null, defaultBillingAddressId: null, defaultDeliveryAddressId: null, errors: [{ code: 1005, message: 'We could not find what you are looking for.', referencedRequestParameter: 'id' }] };
      expect(await call(other, UPDATE, { id, a: home })).toEqual(notFound);
      expect(await call(other, DELETE, { id })).toEqual(notFound);
      expect(await call(other, DEFAULT, { id, k: 'BILLING' })).toEqual(notFound);
      expect(await call(other, DELETE, { id: 'abc' })).toEqual(notFound);
      expect((await call(owner, USER_INFO, {})).user.addresses).toHaveLength(1);
    });

    it('refuses a visitor who is not logged in (2121)', async () => {
      const v = newVisitor();
      const refused = { addresses: null, defaultBillingAddressId: null, defaultDeliveryAddressId: null, errors: notLoggedIn };
      expect(await call(v, ADD, { a: home })).toEqual(refused);
      expect(await call(v, UPDATE, { id: '1', a: home })).toEqual(refused);
      expect(await call(v, DELETE, { id: '1' })).toEqual(refused);
      expect(await call(v, DEFAULT, { id: '1', k: 'DELIVERY' })).toEqual(refused);
    });

    it('goes with the profile address when the account is deleted', async () => {
      const v = newVisitor();
      const email = await v.register(`gone${++visitors}.${Date.now()}@example.com`);
      await call(v, ADD, { a: home });
      await call(v, UPDATE_PROFILE, { i: { address: { postCode: 'SW1A 2AA', houseNumber: '10', street: 'Downing Street', city: 'London' } } });
      const [{ id: userId }] = await selectRows<{ id: string }>(app.database.db, sql`select id from users where email = ${email}`);
      const [{ address_id }] = await selectRows<{ address_id: number }>(app.database.db, sql`select address_id from profiles where user_id = ${userId}`);
      expect((await call(v, DELETE_ACCOUNT, {})).status).toBe(true);
      expect(await app.database.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
      expect(await app.database.db.select().from(addresses).where(eq(addresses.id, address_id))).toEqual([]);
    });
  });
});
