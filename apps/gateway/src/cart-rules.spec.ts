import { sql } from 'drizzle-orm';
import { checkCartForCheckout } from '@giftshop/gateway-cart';
import { resolveScope, StoreRegistry, type DomainError } from '@giftshop/gateway-core';
import { browser, type Browser } from './testing/browser';
import { ADD, anna, bob, CART, EXTRAS, ownProduct, plainCard, postal, variationWhere, type SeedVariation } from './testing/cart-fixtures';
import { createTestApp, UK, type TestApp } from './testing/test-app';

type Input = Record<string, unknown>;

describe('cart rules', () => {
  let app: TestApp;
  let base: string;
  let digital: SeedVariation;
  let physical: SeedVariation;
  let extras: { id: string; kind: string }[];
  const digitalLine = (input: Input = {}) => ({ variationId: digital.variationId, amount: 2500, quantity: 1, deliveryType: 'DIGITAL', receivers: [anna], ...input });
  const physicalLine = (input: Input = {}) => ({ variationId: physical.variationId, amount: 2500, quantity: 1, deliveryType: 'PHYSICAL', receivers: [postal()], ...input });
  const extra = (kind: string) => extras.find((e) => e.kind === kind)?.id;
  const add = async (input: Input, who: Browser = browser(base)) => (await who.graphql(ADD, { u: UK, input })).data.addToCart;
  const refusal = async (input: Input, who?: Browser) => {
    const result = await add(input, who);
    expect(result.order).toBeNull();
    return result.errors;
  };

  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen();
    digital = await plainCard(app, 'DIGITAL');
    physical = await plainCard(app, 'PHYSICAL');
    extras = (await app.graphql(EXTRAS, { u: UK })).data.extraVariations.extraVariations;
  });
  afterAll(() => app.close());

  describe('the variation', () => {
    it('must exist in this store and be on sale', async () => {
      expect(await refusal(digitalLine({ variationId: '99999999' }))).toEqual([{ code: 1005, message: 'We could not find what you are looking for.', referencedRequestParameter: 'variationId' }]);
      expect(await refusal(digitalLine({ variationId: 'abc' }))).toEqual([expect.objectContaining({ code: 1005, referencedRequestParameter: 'variationId' })]);
      const dutch = await variationWhere(app, sql`v.variation_type = 'DIGITAL'`, 1);
      expect(await refusal(digitalLine({ variationId: dutch.variationId }))).toEqual([expect.objectContaining({ code: 1005 })]);
      const retired = await ownProduct(app);
      await app.database.db.execute(sql`update variations set active = false where id = ${Number(retired.variationId)}`);
      expect(await refusal(digitalLine({ variationId: retired.variationId }))).toEqual([expect.objectContaining({ code: 1005 })]);
    });

    it('must match the delivery type', async () => {
      expect(await refusal(digitalLine({ deliveryType: 'PHYSICAL', receivers: [postal()] }))).toEqual([
        { code: 1004, message: 'This product cannot be delivered this way. Please choose another delivery type.', referencedRequestParameter: 'deliveryType' },
      ]);
    });

    it('refuses a test card with 2032', async () => {
      const test = await ownProduct(app, { isTest: true });
      expect(await refusal(digitalLine({ variationId: test.variationId }))).toEqual([
        { code: 2032, message: 'A test gift card cannot be added to the basket.', referencedRequestParameter: 'variationId' },
      ]);
    });
  });

  describe('the amount', () => {
    it('takes a fixed value or whole pounds within the custom range', async () => {
      expect((await add(digitalLine({ amount: 10000 }))).errors).toEqual([]);
      expect((await add(digitalLine({ amount: 1700 }))).errors).toEqual([]);
    });

    it('refuses pence, amounts outside the range and a missing amount', async () => {
      expect(await refusal(digitalLine({ amount: 1750 }))).toEqual([{ code: 1004, message: 'Please enter a whole amount, without decimals.', referencedRequestParameter: 'amount' }]);
      expect(await refusal(digitalLine({ amount: 400 }))).toEqual([{ code: 1004, message: 'The minimum amount is £5.', referencedRequestParameter: 'amount' }]);
      expect(await refusal(digitalLine({ amount: 20000 }))).toEqual([{ code: 1004, message: 'The maximum amount is £150.', referencedRequestParameter: 'amount' }]);
      expect(await refusal(digitalLine({ amount: -500 }))).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'amount' })]);
      expect(await refusal(digitalLine({ amount: null }))).toEqual([{ code: 1004, message: 'Please choose an amount.', referencedRequestParameter: 'amount' }]);
    });

    it('takes a value above £150 where the brand allows it, as several cards of at most £150', async () => {
      const retreat = await variationWhere(app, sql`p.slug = 'quiet-hour-retreats-gift-card' and v.variation_type = 'DIGITAL'`);
      expect(retreat.maxPrice).toBe(50000);
      const result = await add(digitalLine({ variationId: retreat.variationId, amount: 40000 }));
      expect(result.errors).toEqual([]);
      const item = result.order.shipments.flatMap((s: { packages: { giftCardItem: { cardsPerItem: number; price: { minorUnits: number } } }[] }) => s.packages)[0].giftCardItem;
      expect(item).toMatchObject({ cardsPerItem: 3, price: expect.objectContaining({ minorUnits: 40000 }) });
      expect(await refusal(digitalLine({ variationId: retreat.variationId, amount: 50100 }))).toEqual([{ code: 1004, message: 'The maximum amount is £500.', referencedRequestParameter: 'amount' }]);
    });

    it('offers only the fixed values when the card has no custom range', async () => {
      const fixed = await ownProduct(app, { fixedValues: [2000, 4000], min: null, max: null });
      expect(await refusal(digitalLine({ variationId: fixed.variationId, amount: 3000 }))).toEqual([
        { code: 1004, message: 'Please choose one of the amounts offered.', referencedRequestParameter: 'amount' },
      ]);
      expect((await add(digitalLine({ variationId: fixed.variationId, amount: 4000 }))).errors).toEqual([]);
    });

    it('refuses a zero-value line with 2033', async () => {
      expect(await refusal(digitalLine({ amount: 0 }))).toEqual([
        { code: 2033, message: 'It is not possible to create a basket with a zero balance.', referencedRequestParameter: 'amount' },
      ]);
      const free = await ownProduct(app, { fixedValues: [0], min: null, max: null });
      expect(await refusal(digitalLine({ variationId: free.variationId, amount: 0 }))).toEqual([expect.objectContaining({ code: 2033 })]);
    });

    it('splits a value above £150 over several cards', async () => {
      const big = await ownProduct(app, { fixedValues: [], min: 1000, max: 50000 });
      const { order } = await add(digitalLine({ variationId: big.variationId, amount: 40000, quantity: 1 }));
      expect(order.shipments[0].packages[0].giftCardItem).toMatchObject({ cardsPerItem: 3, price: { minorUnits: 40000 } });
    });
  });

  describe('the quantity', () => {
    it('is at least 1', async () => {
      expect(await refusal(digitalLine({ quantity: 0 }))).toEqual([{ code: 1004, message: 'Please choose a quantity of at least 1.', referencedRequestParameter: 'quantity' }]);
    });

    it('stays within 50 cards per order (2030), split cards included', async () => {
      expect(await refusal(digitalLine({ quantity: 51 }))).toEqual([{ code: 2030, message: 'Exceeding of gift card limit in the order', referencedRequestParameter: 'quantity' }]);
      const shopper = browser(base);
      expect((await add(digitalLine({ quantity: 50 }), shopper)).errors).toEqual([]);
      expect(await refusal(digitalLine({ quantity: 1 }), shopper)).toEqual([expect.objectContaining({ code: 2030 })]);
      const big = await ownProduct(app, { fixedValues: [20000], min: null, max: null });
      expect(await refusal(digitalLine({ variationId: big.variationId, amount: 20000, quantity: 26 }))).toEqual([expect.objectContaining({ code: 2030 })]);
      const crowd = Array.from({ length: 51 }, (_, i) => ({ ...anna, email: `r${i}@example.com`, confirmEmail: `r${i}@example.com` }));
      expect(await refusal(digitalLine({ receivers: crowd }))).toEqual([expect.objectContaining({ code: 2030, referencedRequestParameter: 'quantity' })]);
    });

    it('refuses more than the stock (2031), across the cart', async () => {
      const limited = await ownProduct(app, { stock: 3 });
      const shopper = browser(base);
      expect((await add(digitalLine({ variationId: limited.variationId, quantity: 2 }), shopper)).errors).toEqual([]);
      expect(await refusal(digitalLine({ variationId: limited.variationId, quantity: 2 }), shopper)).toEqual([
        { code: 2031, message: 'Not possible to continue with this gift card because currently it is out the stock.', referencedRequestParameter: 'quantity' },
      ]);
      const cart = (await shopper.graphql(CART, { u: UK })).data.cartV2.order;
      expect(cart.packagesGroups).toHaveLength(1);
      const soldOut = await ownProduct(app, { stock: 0 });
      expect(await refusal(digitalLine({ variationId: soldOut.variationId }))).toEqual([expect.objectContaining({ code: 2031, referencedRequestParameter: 'variationId' })]);
    });
  });

  describe('third-party platform cards', () => {
    it('add up to at most £500 per order (2015)', async () => {
      const platform = await ownProduct(app, { thirdPartyPlatform: true, fixedValues: [10000], min: null, max: null });
      const shopper = browser(base);
      expect((await add(digitalLine({ variationId: platform.variationId, amount: 10000, quantity: 5 }), shopper)).errors).toEqual([]);
      expect((await add(digitalLine({ quantity: 3 }), shopper)).errors).toEqual([]);
      expect(await refusal(digitalLine({ variationId: platform.variationId, amount: 10000, quantity: 1 }), shopper)).toEqual([
        { code: 2015, message: 'Exceeded the third-party platform gift card sum limit in the order. The limit is £500 per order.', referencedRequestParameter: 'amount' },
      ]);
      const totals = (await shopper.graphql(CART, { u: UK })).data.cartV2.order.totals;
      expect(totals.subTotal.minorUnits).toBe(50000 + 7500);
    });
  });

  describe('receivers', () => {
    it('of digital cards need a first name and a confirmed e-mail; every broken field is named', async () => {
      const errors = await refusal(digitalLine({ receivers: [anna, { firstName: '', email: 'bob@', confirmEmail: 'bob@example.com' }] }));
      expect(errors).toEqual([
        { code: 1004, message: 'First name is a required field', referencedRequestParameter: 'receivers.1.firstName' },
        { code: 1004, message: 'Please enter a valid e-mail address', referencedRequestParameter: 'receivers.1.email' },
        { code: 1004, message: 'The e-mail addresses do not match', referencedRequestParameter: 'receivers.1.confirmEmail' },
      ]);
      expect(await refusal(digitalLine({ receivers: [{ ...anna, confirmEmail: 'ana@example.com' }] }))).toEqual([
        expect.objectContaining({ code: 1004, referencedRequestParameter: 'receivers.0.confirmEmail' }),
      ]);
    });

    it('of physical cards need an address with a postcode of the country', async () => {
      expect(await refusal(physicalLine({ receivers: [] }))).toEqual([{ code: 1004, message: 'Please enter the delivery address', referencedRequestParameter: 'receivers' }]);
      expect(await refusal(physicalLine({ receivers: [{ firstName: 'Anna' }] }))).toEqual([expect.objectContaining({ referencedRequestParameter: 'receivers.0.address' })]);
      const wrongPostcode = postal({ ...postal().address, postCode: '1234 AB' });
      expect(await refusal(physicalLine({ receivers: [wrongPostcode] }))).toEqual([
        { code: 1004, message: 'Please enter a valid postcode', referencedRequestParameter: 'receivers.0.address.postCode' },
      ]);
      const noHouseNumber = postal({ ...postal().address, houseNumber: '0' });
      expect(await refusal(physicalLine({ receivers: [noHouseNumber] }))).toEqual([
        { code: 1004, message: 'House number must be a positive number', referencedRequestParameter: 'receivers.0.address.houseNumber' },
      ]);
      const dutch = postal({ ...postal().address, countryCode: 'NL', postCode: '1012 AB' });
      expect((await add(physicalLine({ receivers: [dutch] }))).errors).toEqual([]);
    });

    it('each get a package of the quantity; SINGLE sends one package to the first', async () => {
      const split = await add(digitalLine({ quantity: 2, receivers: [anna, bob], deliveryMode: 'SPLIT' }));
      expect(split.order.packagesGroups.map((g: { receiverTitle: string }) => g.receiverTitle)).toEqual(['Anna Smith', 'Bob Jones']);
      expect(split.order.groupedTotals.digitalTotal.qty).toBe(4);
      const single = await add(digitalLine({ quantity: 2, receivers: [anna, bob], deliveryMode: 'SINGLE' }));
      expect(single.order.packagesGroups).toHaveLength(1);
      expect(single.order.shipments[0]).toMatchObject({ deliveryMode: 'SINGLE', packages: [{ receiver: { firstName: 'Anna', email: 'anna@example.com' } }] });
    });
  });

  describe('the delivery moment', () => {
    it('refuses a date in the past or malformed, and a time for physical cards', async () => {
      expect(await refusal(digitalLine({ deliveryDate: '2020-01-01' }))).toEqual([{ code: 1004, message: 'The delivery date cannot be in the past', referencedRequestParameter: 'deliveryDate' }]);
      expect(await refusal(digitalLine({ deliveryDate: '2030-02-30' }))).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'deliveryDate' })]);
      expect(await refusal(digitalLine({ deliveryDate: '2999-01-01' }))).toEqual([{ code: 1004, message: 'Please choose a delivery date within a year.', referencedRequestParameter: 'deliveryDate' }]);
      expect(await refusal(physicalLine({ deliveryTime: '10:00' }))).toEqual([
        { code: 1004, message: 'A delivery time can only be chosen for cards sent by e-mail.', referencedRequestParameter: 'deliveryTime' },
      ]);
      expect(await refusal(digitalLine({ deliveryTime: '25:00' }))).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'deliveryTime' })]);
    });
  });

  describe('extras', () => {
    it('fit the delivery type: wrappers and gift packing by post, e-mail designs digitally', async () => {
      expect(await refusal(physicalLine({ wrapperId: extra('DIGITAL_WRAPPER') }))).toEqual([
        { code: 1004, message: 'This wrapper does not fit the delivery type.', referencedRequestParameter: 'wrapperId' },
      ]);
      expect(await refusal(digitalLine({ wrapperId: extra('WRAPPER') }))).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'wrapperId' })]);
      expect(await refusal(digitalLine({ giftPackingId: extra('GIFT_PACKING') }))).toEqual([
        { code: 1004, message: 'Gift packing is only available for cards sent by post.', referencedRequestParameter: 'giftPackingId' },
      ]);
      expect(await refusal(digitalLine({ wrapperId: '987654' }))).toEqual([expect.objectContaining({ code: 1005, referencedRequestParameter: 'wrapperId' })]);
      expect(await refusal(physicalLine({ giftPackingId: extra('WRAPPER') }))).toEqual([expect.objectContaining({ code: 1005, referencedRequestParameter: 'giftPackingId' })]);
      const { order } = await add(physicalLine({ quantity: 2, wrapperId: extra('WRAPPER'), giftPackingId: extra('GIFT_PACKING') }));
      expect(order.shipments[0].packages[0]).toMatchObject({ wrapperItem: { qty: 2, variation: { kind: 'WRAPPER' } }, giftPacking: { qty: 2, variation: { kind: 'GIFT_PACKING' } } });
    });

    it('are listed by delivery type', async () => {
      const kinds = async (d?: string) => new Set((await app.graphql(EXTRAS, { u: UK, d })).data.extraVariations.extraVariations.map((e: { kind: string }) => e.kind));
      expect(await kinds('DIGITAL')).toEqual(new Set(['DIGITAL_WRAPPER', 'PERSONAL_MESSAGE']));
      expect(await kinds('PHYSICAL')).toEqual(new Set(['WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE']));
      expect((await kinds()).size).toBe(4);
    });
  });

  describe('the personal message', () => {
    it('holds 1 to 150 characters without emoji (2034)', async () => {
      expect(await refusal(digitalLine({ personalMessage: 'x'.repeat(151) }))).toEqual([
        { code: 2034, message: 'Your personal message must not exceed 150 characters', referencedRequestParameter: 'personalMessage' },
      ]);
      expect(await refusal(digitalLine({ personalMessage: 'Cheers 🎉' }))).toEqual([
        { code: 2034, message: 'Your personal message must not contain emoji', referencedRequestParameter: 'personalMessage' },
      ]);
      expect(await refusal(digitalLine({ personalMessage: '   ' }))).toEqual([
        { code: 2034, message: 'Your personal message must not be empty', referencedRequestParameter: 'personalMessage' },
      ]);
      const { order } = await add(digitalLine({ personalMessage: ` ${'x'.repeat(150)} ` }));
      expect(order.shipments[0].packages[0].message).toEqual({ qty: 1, text: 'x'.repeat(150), variation: { kind: 'PERSONAL_MESSAGE' } });
    });
  });

  it('leaves the cart as it was when a refused add would have broken a rule', async () => {
    const shopper = browser(base);
    await add(digitalLine({ quantity: 49 }), shopper);
    const before = (await shopper.graphql(CART, { u: UK })).data.cartV2.order;
    expect(await refusal(digitalLine({ quantity: 2 }), shopper)).toEqual([expect.objectContaining({ code: 2030 })]);
    expect((await shopper.graphql(CART, { u: UK })).data.cartV2.order).toEqual(before);
  });

  it('checks the whole cart again before it is placed', async () => {
    const scope = resolveScope(await StoreRegistry.load(app.database.db), UK);
    const codeOf = (orderId: string) =>
      checkCartForCheckout(app.database.db, orderId, scope).then(
        () => null,
        (error: DomainError) => ({ code: error.code, field: error.referencedRequestParameter }),
      );
    const limited = await ownProduct(app, { stock: 5 });
    const shopper = browser(base);
    const { order } = await add(digitalLine({ variationId: limited.variationId, quantity: 2 }), shopper);
    expect(await codeOf(order.id)).toBeNull();
    await app.database.db.execute(sql`update products set stock = 1 where id = ${limited.productId}`);
    expect(await codeOf(order.id)).toEqual({ code: 2031, field: 'quantity' });
    await app.database.db.execute(sql`update products set stock = null, is_test = true where id = ${limited.productId}`);
    expect(await codeOf(order.id)).toEqual({ code: 2032, field: 'variationId' });
    const unnamed = (await add(digitalLine({ receivers: [] }))).order;
    const packageId = unnamed.shipments[0].packages[0].id;
    expect(await codeOf(unnamed.id)).toEqual({ code: 1004, field: `packages.${packageId}.receiver` });
    expect(await codeOf('00000000-0000-4000-8000-000000000000')).toEqual({ code: 2038, field: 'orderUuid' });
  });

  it('answers in Dutch for the Dutch store', async () => {
    const card = await variationWhere(app, sql`v.variation_type = 'DIGITAL' and p.product_type = 'GIFT_CARD' and cardinality(v.fixed_values) > 0`, 1);
    const answer = await browser(base).graphql(ADD, { u: { language: 'nl', storeID: 1, countryCode: 'NL' }, input: { variationId: card.variationId, amount: card.fixedValues[0], deliveryType: 'DIGITAL', personalMessage: 'x'.repeat(151) } });
    const result = answer.data.addToCart;
    expect(result.errors).toEqual([{ code: 2034, message: 'Je persoonlijke boodschap mag niet langer zijn dan 150 tekens', referencedRequestParameter: 'personalMessage' }]);
  });
});
