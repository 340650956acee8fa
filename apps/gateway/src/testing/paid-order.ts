import { and, asc, eq } from 'drizzle-orm';
import { addresses, extras, orderItems, orders, packages, products, shipments, variations, type Database } from '@giftshop/gateway-db';

/** What a test order holds: package ids by name, and the order item ids of their cards. */
export interface PaidOrder {
  orderId: string;
  packages: Record<'ann' | 'bob' | 'dan' | 'charity', number>;
  cardItems: Record<'ann' | 'bob' | 'dan', number>;
}

async function extra(db: Database, kind: 'WRAPPER' | 'DIGITAL_WRAPPER' | 'GIFT_PACKING' | 'PERSONAL_MESSAGE') {
  const [row] = await db.select().from(extras).where(and(eq(extras.storeId, 48), eq(extras.kind, kind))).orderBy(asc(extras.id)).limit(1);
  if (!row) throw new Error(`The seed has no ${kind} extra for store 48`);
  return row;
}

async function product(db: Database, productType: 'GIFT_CARD' | 'DONATION') {
  const [row] = await db
    .select({ product: products, variation: variations })
    .from(products)
    .innerJoin(variations, eq(variations.productId, products.id))
    .where(and(eq(products.storeId, 48), eq(products.productType, productType), eq(products.isTest, false), eq(products.isChoice, false)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`The seed has no ${productType} product for store 48`);
  return row;
}

/**
 * A paid (PENDING) UK order written straight into the database, as order placing leaves it:
 * - Ann (digital, 14 March 2030 09:30): 2 × £25 with a digital wrapper and a personal message;
 * - Bob (digital, as soon as possible): 1 × £200, issued as two cards;
 * - Dan (physical, registered post): 1 × £50 with a wrapper and gift packing;
 * - a £10 donation (digital), which issues no card.
 */
export async function createPaidOrder(db: Database, message = 'Happy birthday, Ann! <3 & cheers'): Promise<PaidOrder> {
  const card = await product(db, 'GIFT_CARD');
  const donation = await product(db, 'DONATION');
  const [wrapper, digitalWrapper, packing, personal] = await Promise.all([extra(db, 'WRAPPER'), extra(db, 'DIGITAL_WRAPPER'), extra(db, 'GIFT_PACKING'), extra(db, 'PERSONAL_MESSAGE')]);
  return db.transaction(async (tx) => {
    const [billing] = await tx
      .insert(addresses)
      .values({ kind: 'BILLING', firstName: 'Carol', lastName: 'Buyer', countryCode: 'GB', email: 'carol@example.com', postCode: 'SW1A 1AA', city: 'London', street: 'Downing Street', houseNumber: '10' })
      .returning();
    const [delivery] = await tx
      .insert(addresses)
      .values({ kind: 'DELIVERY', firstName: 'Dan', lastName: 'Post', countryCode: 'GB', postCode: 'EC1A 1BB', city: 'London', street: 'High Street', houseNumber: '1' })
      .returning();
    const [order] = await tx
      .insert(orders)
      .values({ storeId: 48, status: 'PENDING', languageCode: 'en', currency: 'GBP', referenceNumber: `GCUK-T${Date.now()}${Math.floor(Math.random() * 1000)}`, subTotal: 0, grandTotal: 0, billingAddressId: billing.id, placedAt: new Date() })
      .returning();
    const [digitalLater, digitalNow, physical] = await tx
      .insert(shipments)
      .values([
        { orderId: order.id, tag: 'digital-later', deliveryType: 'DIGITAL', deliveryDate: '2030-03-14', deliveryTime: '09:30' },
        { orderId: order.id, tag: 'digital', deliveryType: 'DIGITAL' },
        { orderId: order.id, tag: 'physical-1', deliveryType: 'PHYSICAL', deliveryAddressId: delivery.id, registeredPost: true, shippingCost: 695 },
      ])
      .returning();
    const [ann, bob, dan, charity] = await tx
      .insert(packages)
      .values([
        { shipmentId: digitalLater.id, quantity: 2, receiverFirstName: 'Ann', receiverLastName: 'Receiver', receiverEmail: 'ann@example.com' },
        { shipmentId: digitalNow.id, quantity: 1, receiverFirstName: 'Bob', receiverLastName: 'Receiver', receiverEmail: 'bob@example.com' },
        { shipmentId: physical.id, quantity: 1, receiverFirstName: 'Dan', receiverLastName: 'Post' },
        { shipmentId: digitalNow.id, quantity: 1, receiverFirstName: 'Eve', receiverEmail: 'eve@example.com' },
      ])
      .returning();
    const line = (packageId: number, kind: typeof orderItems.$inferInsert.kind, unitPrice: number, quantity = 1, more: Partial<typeof orderItems.$inferInsert> = {}) => ({
      orderId: order.id, packageId, kind, unitPrice, quantity, currency: 'GBP', ...more,
    });
    const items = await tx
      .insert(orderItems)
      .values([
        line(ann.id, 'GIFT_CARD', 2500, 2, { productId: card.product.id, variationId: card.variation.id }),
        line(ann.id, 'DIGITAL_WRAPPER', digitalWrapper.price, 1, { extraId: digitalWrapper.id }),
        line(ann.id, 'PERSONAL_MESSAGE', personal.price, 1, { extraId: personal.id, messageText: message }),
        line(bob.id, 'GIFT_CARD', 20000, 1, { productId: card.product.id, variationId: card.variation.id }),
        line(dan.id, 'GIFT_CARD', 5000, 1, { productId: card.product.id, variationId: card.variation.id }),
        line(dan.id, 'WRAPPER', wrapper.price, 1, { extraId: wrapper.id }),
        line(dan.id, 'GIFT_PACKING', packing.price, 1, { extraId: packing.id }),
        line(charity.id, 'DONATION', 1000, 1, { productId: donation.product.id, variationId: donation.variation.id }),
      ])
      .returning();
    const subTotal = items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
    await tx.update(orders).set({ subTotal, grandTotal: subTotal + 695 }).where(eq(orders.id, order.id));
    return {
      orderId: order.id,
      packages: { ann: ann.id, bob: bob.id, dan: dan.id, charity: charity.id },
      cardItems: { ann: items[0].id, bob: items[3].id, dan: items[4].id },
    };
  });
}
