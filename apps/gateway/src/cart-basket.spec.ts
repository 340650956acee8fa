import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { browser, type Browser } from './testing/browser';
import { ADD, anna, bakerStreet, bob, CART, DELETE, downingStreet, EXTRAS, ownProduct, plainCard, postal, RESET, UPDATE, variationWhere, type SeedVariation } from './testing/cart-fixtures';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

type Input = Record<string, unknown>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the basket', () => {
  let app: TestApp;
  let base: string;
  let digital: SeedVariation;
  let physical: SeedVariation;
  let extras: { id: string; kind: string; price: { minorUnits: number } }[];
  const extra = (kind: string) => extras.find((e) => e.kind === kind);
  const digitalLine = (input: Input = {}) => ({ variationId: digital.variationId, amount: 2500, quantity: 1, deliveryType: 'DIGITAL', receivers: [anna], ...input });
  const physicalLine = (input: Input = {}) => ({ variationId: physical.variationId, amount: 2500, quantity: 1, deliveryType: 'PHYSICAL', receivers: [postal()], ...input });
  const add = async (who: Browser, input: Input) => {
    const { addToCart } = (await who.graphql(ADD, { u: UK, input })).data;
    expect(addToCart.errors).toEqual([]);
    return addToCart.order;
  };

  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen();
    digital = await plainCard(app, 'DIGITAL');
    physical = await plainCard(app, 'PHYSICAL');
    extras = (await app.graphql(EXTRAS, { u: UK })).data.extraVariations.extraVariations;
  });
  afterAll(() => app.close());

  it('groups digital cards in one shipment and physical cards by address', async () => {
    const shopper = browser(base);
    await add(shopper, digitalLine());
    await add(shopper, digitalLine({ receivers: [bob] }));
    await add(shopper, physicalLine());
    await add(shopper, physicalLine({ receivers: [postal({ ...downingStreet, postCode: 'sw1a2aa', firstName: 'Boris' })] }));
    const order = await add(shopper, physicalLine({ receivers: [postal(bakerStreet)] }));
    expect(order.shipments.map((s: { tag: string; packages: unknown[] }) => [s.tag, s.packages.length])).toEqual([
      ['digital', 2],
      ['physical-1', 2],
      ['physical-2', 1],
    ]);
    expect(order.shipments[2].deliveryAddress).toEqual({ firstName: 'Sherlock', lastName: 'Holmes', countryCode: 'GB', postCode: 'NW1 6XE', houseNumber: '221', street: 'Baker Street', city: 'London', postalLines: ['221B Baker Street', 'London', 'NW1 6XE'] });
    expect(order.packagesGroups.map((g: { tag: string }) => g.tag)).toEqual(['digital', 'digital', 'physical-1', 'physical-1', 'physical-2']);
  });

  it('keeps scheduled digital cards in a shipment of their own moment', async () => {
    const shopper = browser(base);
    const date = inDays(10);
    await add(shopper, digitalLine());
    const order = await add(shopper, digitalLine({ deliveryDate: date, deliveryTime: '09:30' }));
    expect(order.shipments.map((s: { tag: string }) => s.tag)).toEqual(['digital', 'digital-1']);
    expect(order.shipments[1]).toMatchObject({ deliveryDate: date, deliveryTime: '09:30', dispatchDate: date, expectedDeliveryDate: null, cutOffNear: false });
    expect(order.packagesGroups[1].receiverDescription).toMatch(/^anna@example\.com · Sent by e-mail on \d{1,2} \w+ \d{4} at 09:30$/);
    expect(order.packagesGroups[0].receiverDescription).toBe('anna@example.com');
  });

  it('prices packages with their extras and sums the groups', async () => {
    const shopper = browser(base);
    const wrapper = extra('WRAPPER');
    const packing = extra('GIFT_PACKING');
    await add(shopper, digitalLine({ amount: 5000, quantity: 2, personalMessage: 'Happy birthday!' }));
    const order = await add(shopper, physicalLine({ amount: 2500, quantity: 3, wrapperId: wrapper?.id, giftPackingId: packing?.id }));
    const extrasValue = 3 * ((wrapper?.price.minorUnits ?? 0) + (packing?.price.minorUnits ?? 0));
    expect(order.groupedTotals).toEqual({
      digitalTotal: { qty: 2, price: { minorUnits: 10000 } },
      physicalTotal: { qty: 3, price: { minorUnits: 7500 } },
      extra: { minorUnits: extrasValue },
    });
    expect(order.totals).toEqual({
      subTotal: { minorUnits: 17500 + extrasValue, currency: 'GBP' },
      grandTotalWithoutTax: { minorUnits: 17500 + extrasValue },
      grandTotal: { minorUnits: 17500 + extrasValue },
      adjustments: [],
    });
    expect(order.packagesGroups.map((g: { totalPrice: { minorUnits: number } }) => g.totalPrice.minorUnits)).toEqual([10000, 7500 + extrasValue]);
    const [stored] = await selectRows<{ sub_total: number; grand_total: number }>(app.database.db, sql`select sub_total, grand_total from orders where id = ${order.id}`);
    expect(stored).toEqual({ sub_total: 17500 + extrasValue, grand_total: 17500 + extrasValue });
  });

  it('shows each card of a package with its art, colour and label, and who receives it', async () => {
    const shopper = browser(base);
    const order = await add(shopper, digitalLine({ quantity: 2 }));
    const group = order.packagesGroups[0];
    expect(group).toMatchObject({ tag: 'digital', receiverTitle: 'Anna Smith', receiverDescription: 'anna@example.com', totalPrice: { minorUnits: 5000 } });
    expect(group.cardsPreviews).toHaveLength(2);
    expect(group.cardsPreviews[0]).toEqual({
      productLabel: 'Choice Gift Card £25',
      image: { url: { type: 'RELATIVE', href: '/card-art/48/choice-gift-card.svg' }, alt: 'Choice Gift Card' },
      color: { color: expect.stringMatching(/^#[0-9a-f]{6}$/i), opacity: 1 },
    });
    expect(String(group.packageId)).toBe(String(order.shipments[0].packages[0].id));
    const unnamed = await add(browser(base), digitalLine({ receivers: [] }));
    expect(unnamed.packagesGroups[0]).toMatchObject({ receiverTitle: 'No receiver yet', receiverDescription: 'Sent by e-mail right away' });
    const posted = await add(browser(base), physicalLine({ receivers: [postal(bakerStreet)] }));
    expect(posted.packagesGroups[0]).toMatchObject({ receiverTitle: 'Sherlock Holmes', receiverDescription: '221B Baker Street, London, NW1 6XE' });
  });

  it('plans physical shipments by the dispatch rule', async () => {
    const order = await add(browser(base), physicalLine());
    const shipment = order.shipments[0];
    expect(shipment.dispatchDate).toMatch(ISO_DATE);
    expect(shipment.expectedDeliveryDate > shipment.dispatchDate).toBe(true);
    expect([2, 3, 4, 5, 6]).toContain(new Date(`${shipment.expectedDeliveryDate}T00:00:00Z`).getUTCDay());
    expect(typeof shipment.cutOffNear).toBe('boolean');
    const later = await add(browser(base), physicalLine({ deliveryDate: inDays(20) }));
    expect(later.shipments[0].dispatchDate >= inDays(20)).toBe(true);
  });

  it('sends orders above £300 by registered post, with its postage', async () => {
    const shopper = browser(base);
    const below = await add(shopper, physicalLine({ amount: 10000, quantity: 3 }));
    expect(below.shipments[0]).toMatchObject({ registeredPost: false, shippingCost: { minorUnits: 0, currency: 'GBP' } });
    const above = await add(shopper, digitalLine({ amount: 1000 }));
    expect(above.shipments.find((s: { tag: string }) => s.tag === 'physical-1')).toMatchObject({ registeredPost: true, shippingCost: { minorUnits: 695 } });
    expect(above.shipments.find((s: { tag: string }) => s.tag === 'digital')).toMatchObject({ registeredPost: false, shippingCost: { minorUnits: 0 } });
    expect(above.totals.adjustments).toEqual([{ title: 'Registered post', adjustmentType: 'SHIPPING', price: { minorUnits: 695 } }]);
    expect(above.totals.grandTotal.minorUnits).toBe(above.totals.subTotal.minorUnits + 695);
    const [stored] = await selectRows<{ amount: number }>(app.database.db, sql`select amount from adjustments where order_id = ${above.id} and adjustment_type = 'SHIPPING'`);
    expect(stored.amount).toBe(695);
    const removed = (await shopper.graphql(DELETE, { u: UK, t: 'physical-1' })).data.deleteGiftCardPackageGroup.order;
    expect(removed.totals.grandTotal.minorUnits).toBe(1000);
    expect(await selectRows(app.database.db, sql`select amount from adjustments where order_id = ${above.id}`)).toEqual([]);
  });

  it('sends orders containing wine by registered post', async () => {
    const wine = await ownProduct(app, { type: 'PHYSICAL', containsWine: true });
    const order = await add(browser(base), physicalLine({ variationId: wine.variationId }));
    expect(order.shipments[0].registeredPost).toBe(true);
  });

  it('takes donations and blank card packs as lines of their own kind', async () => {
    const donation = await variationWhere(app, sql`p.product_type = 'DONATION' and v.variation_type = 'DIGITAL'`);
    const pack = await variationWhere(app, sql`p.product_type = 'GIFT_CARD_BLANK'`);
    const shopper = browser(base);
    await add(shopper, digitalLine({ variationId: donation.variationId, amount: 2000 }));
    const order = await add(shopper, physicalLine({ variationId: pack.variationId, amount: null, quantity: 2 }));
    const [given] = order.shipments[0].packages;
    expect(given.giftCardItem).toMatchObject({ kind: 'DONATION', cardsPerItem: 1, price: { minorUnits: 2000 }, product: { productType: 'DONATION' } });
    const [packed] = order.shipments[1].packages;
    expect(packed.giftCardItem).toBeNull();
    expect(packed.emptyGiftCardItem).toMatchObject({ kind: 'BLANK_GIFT_CARD_PACK', qty: 2, cardsPerItem: 3, price: { minorUnits: pack.fixedValues[0] }, product: { productType: 'GIFT_CARD_BLANK' } });
  });

  it('changes a package: amount, quantity, receiver, extras and message', async () => {
    const shopper = browser(base);
    const order = await add(shopper, digitalLine({ wrapperId: extra('DIGITAL_WRAPPER')?.id, personalMessage: 'Hello' }));
    const packageId = order.shipments[0].packages[0].id;
    const update = async (input: Input) => (await shopper.graphql(UPDATE, { u: UK, input: { packageId, ...input } })).data.updateCartPackage;
    const changed = await update({ amount: 5000, quantity: 3, receiver: bob, personalMessage: 'Cheers!' });
    expect(changed.errors).toEqual([]);
    expect(changed.order.shipments[0].packages[0]).toMatchObject({
      receiver: { firstName: 'Bob', lastName: 'Jones', email: 'bob@example.com' },
      giftCardItem: { qty: 3, price: { minorUnits: 5000 } },
      wrapperItem: { qty: 3 },
      message: { text: 'Cheers!' },
    });
    const stripped = await update({ wrapperId: null, personalMessage: null });
    expect(stripped.order.shipments[0].packages[0]).toMatchObject({ wrapperItem: null, message: null, giftCardItem: { qty: 3 } });
    expect((await update({ amount: 1750 })).errors).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'amount' })]);
    expect((await update({ receiver: { ...bob, confirmEmail: 'x@example.com' } })).errors).toEqual([expect.objectContaining({ referencedRequestParameter: 'receiver.confirmEmail' })]);
    expect((await update({ quantity: 51 })).errors).toEqual([expect.objectContaining({ code: 2030 })]);
    expect((await update({ personalMessage: '🎁' })).errors).toEqual([expect.objectContaining({ code: 2034 })]);
    expect((await update({ giftPackingId: extra('GIFT_PACKING')?.id })).errors).toEqual([expect.objectContaining({ code: 1004, referencedRequestParameter: 'giftPackingId' })]);
  });

  it('moves a package to the shipment of its new delivery moment or address', async () => {
    const shopper = browser(base);
    await add(shopper, digitalLine());
    const order = await add(shopper, physicalLine());
    const physicalPackage = order.shipments[1].packages[0].id;
    const digitalPackage = order.shipments[0].packages[0].id;
    const date = inDays(5);
    const moved = (await shopper.graphql(UPDATE, { u: UK, input: { packageId: digitalPackage, deliveryDate: date, deliveryTime: '08:00' } })).data.updateCartPackage.order;
    expect(moved.shipments.map((s: { tag: string }) => s.tag)).toEqual(['physical-1', 'digital-1']);
    expect(moved.shipments[1]).toMatchObject({ deliveryDate: date, deliveryTime: '08:00' });
    const rehomed = (await shopper.graphql(UPDATE, { u: UK, input: { packageId: physicalPackage, receiver: postal(bakerStreet) } })).data.updateCartPackage.order;
    const physicalShipments = rehomed.shipments.filter((s: { deliveryType: string }) => s.deliveryType === 'PHYSICAL');
    expect(physicalShipments).toHaveLength(1);
    expect(physicalShipments[0]).toMatchObject({ tag: 'physical-2', deliveryAddress: { street: 'Baker Street' }, packages: [{ receiver: { firstName: 'Sherlock' } }] });
    const [left] = await selectRows<{ count: number }>(app.database.db, sql`select count(*)::int as count from shipments where order_id = ${order.id}`);
    expect(left.count).toBe(2);
  });

  it('refuses to change a package that is not in the caller\'s cart', async () => {
    const owner = browser(base);
    const order = await add(owner, digitalLine());
    const packageId = order.shipments[0].packages[0].id;
    const stranger = browser(base);
    await add(stranger, digitalLine());
    expect((await stranger.graphql(UPDATE, { u: UK, input: { packageId, quantity: 2 } })).data.updateCartPackage.errors).toEqual([
      expect.objectContaining({ code: 1005, referencedRequestParameter: 'packageId' }),
    ]);
    expect((await browser(base).graphql(UPDATE, { u: UK, input: { packageId: 'x', quantity: 2 } })).data.updateCartPackage.errors[0].code).toBe(1005);
    expect((await owner.graphql(CART, { u: UK })).data.cartV2.order.shipments[0].packages[0].giftCardItem.qty).toBe(1);
  });

  it('deletes one package, or a whole shipment, and refuses unknown tags', async () => {
    const shopper = browser(base);
    await add(shopper, digitalLine({ receivers: [anna, bob] }));
    const order = await add(shopper, physicalLine());
    const [first, second] = order.shipments[0].packages;
    const one = (await shopper.graphql(DELETE, { u: UK, t: 'digital', p: first.id })).data.deleteGiftCardPackageGroup;
    expect(one.errors).toEqual([]);
    expect(one.order.shipments).toEqual([{ tag: 'digital', packages: [{ id: second.id }] }, { tag: 'physical-1', packages: [expect.anything()] }]);
    const whole = (await shopper.graphql(DELETE, { u: UK, t: 'physical-1' })).data.deleteGiftCardPackageGroup;
    expect(whole.order.shipments.map((s: { tag: string }) => s.tag)).toEqual(['digital']);
    expect(whole.order.totals.grandTotal.minorUnits).toBe(2500);
    expect((await shopper.graphql(DELETE, { u: UK, t: 'physical-9' })).data.deleteGiftCardPackageGroup.errors).toEqual([
      { code: 1005, message: 'We could not find what you are looking for.', referencedRequestParameter: 'shipmentTag' },
    ]);
    expect((await shopper.graphql(DELETE, { u: UK, t: 'digital', p: first.id })).data.deleteGiftCardPackageGroup.errors[0].referencedRequestParameter).toBe('packageId');
    const last = (await shopper.graphql(DELETE, { u: UK, t: 'digital', p: second.id })).data.deleteGiftCardPackageGroup;
    expect(last.order).toMatchObject({ shipments: [], totals: { grandTotal: { minorUnits: 0 } } });
    expect((await browser(base).graphql(DELETE, { u: UK, t: 'digital' })).data.deleteGiftCardPackageGroup.errors[0].code).toBe(1005);
  });

  it('resets the receivers of a shipment', async () => {
    const shopper = browser(base);
    const order = await add(shopper, digitalLine({ receivers: [anna, bob] }));
    const reset = (await shopper.graphql(RESET, { u: UK, t: 'digital', o: order.id })).data.resetReceivers;
    expect(reset.errors).toEqual([]);
    expect(reset.order.shipments[0].packages.map((p: { receiver: unknown }) => p.receiver)).toEqual([null, null]);
    expect(reset.order.packagesGroups.map((g: { receiverTitle: string }) => g.receiverTitle)).toEqual(['No receiver yet', 'No receiver yet']);
    const posted = await add(shopper, physicalLine());
    const cleared = (await shopper.graphql(RESET, { u: UK, t: 'physical-1' })).data.resetReceivers.order;
    expect(cleared.shipments[1]).toMatchObject({ deliveryAddress: { street: 'Downing Street' }, packages: [{ receiver: null }] });
    expect(posted.id).toBe(order.id);
  });

  it('speaks Dutch and counts in euros in the Dutch store', async () => {
    const card = await variationWhere(app, sql`v.variation_type = 'DIGITAL' and p.product_type = 'GIFT_CARD' and cardinality(v.fixed_values) > 0`, 1);
    const shopper = browser(base);
    const result = (await shopper.graphql(ADD, { u: NL, input: { variationId: card.variationId, amount: card.fixedValues[0], deliveryType: 'DIGITAL' } })).data.addToCart;
    expect(result.errors).toEqual([]);
    expect(result.order.totals.subTotal.currency).toBe('EUR');
    expect(result.order.packagesGroups[0]).toMatchObject({ receiverTitle: 'Nog geen ontvanger', receiverDescription: 'Direct per e-mail verstuurd' });
    expect(result.order.packagesGroups[0].cardsPreviews[0].productLabel).toMatch(/€\s?\d+$/);
    expect((await shopper.graphql(CART, { u: UK })).data.cartV2.order).toBeNull();
  });
});
