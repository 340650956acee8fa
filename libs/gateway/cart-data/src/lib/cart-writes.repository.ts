import { and, eq, inArray, sql } from 'drizzle-orm';
import { addresses, adjustments, orderItems, orders, packages, shipments, type Database } from '@giftshop/gateway-db';
import type { CartPricing } from './cart-pricing';
import type { CartRows, ExtraRow } from './cart.repository';

type NewItem = typeof orderItems.$inferInsert;
type NewShipment = typeof shipments.$inferInsert;
type NewAddress = typeof addresses.$inferInsert;

export async function insertCartOrder(tx: Database, values: { storeId: number; languageCode: string; currency: string; userId: string | null }) {
  const [row] = await tx.insert(orders).values({ ...values, status: 'CART' }).returning();
  return row;
}

export async function insertAddress(tx: Database, values: NewAddress) {
  const [row] = await tx.insert(addresses).values(values).returning();
  return row;
}

export async function insertShipment(tx: Database, values: NewShipment) {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row;
}

export async function insertPackage(tx: Database, values: typeof packages.$inferInsert) {
  const [row] = await tx.insert(packages).values(values).returning();
  return row;
}

export async function insertItems(tx: Database, values: NewItem[]) {
  return values.length ? tx.insert(orderItems).values(values).returning() : [];
}

/** The order line of an extra (wrapper, gift packing, personal message) of a package. */
export const extraLine = (orderId: string, packageId: number, extra: ExtraRow, quantity: number, messageText: string | null = null): NewItem => ({
  orderId,
  packageId,
  kind: extra.kind,
  extraId: extra.id,
  quantity,
  unitPrice: extra.price,
  currency: extra.currency,
  messageText,
});

/** Replaces (or, with null, removes) the package's line of one kind of extra; a personal message is one line whatever the quantity. */
export async function replaceExtra(tx: Database, orderId: string, pkg: { id: number; quantity: number }, old: { id: number } | undefined, extra: ExtraRow | null, messageText: string | null = null) {
  if (old) await deleteItems(tx, [old.id]);
  if (extra) await insertItems(tx, [extraLine(orderId, pkg.id, extra, extra.kind === 'PERSONAL_MESSAGE' ? 1 : pkg.quantity, messageText)]);
}

export async function deleteItems(tx: Database, itemIds: number[]) {
  if (itemIds.length) await tx.delete(orderItems).where(inArray(orderItems.id, itemIds));
}

export async function deletePackages(tx: Database, packageIds: number[]) {
  if (!packageIds.length) return;
  await tx.delete(orderItems).where(inArray(orderItems.packageId, packageIds));
  await tx.delete(packages).where(inArray(packages.id, packageIds));
}

/** Removes shipments (their packages must be gone) and the delivery addresses only they used. */
export async function deleteShipments(tx: Database, shipmentRows: { id: number; deliveryAddressId: number | null }[]) {
  if (!shipmentRows.length) return;
  await tx.delete(shipments).where(inArray(shipments.id, shipmentRows.map((s) => s.id)));
  const addressIds = shipmentRows.flatMap((s) => (s.deliveryAddressId === null ? [] : [s.deliveryAddressId]));
  if (addressIds.length) await tx.delete(addresses).where(and(inArray(addresses.id, addressIds), sql`${addresses.userId} is null`));
}

export async function updatePackage(tx: Database, packageId: number, values: Partial<typeof packages.$inferInsert>) {
  await tx.update(packages).set(values).where(eq(packages.id, packageId));
}

export async function updateItem(tx: Database, itemId: number, values: Partial<NewItem>) {
  await tx.update(orderItems).set(values).where(eq(orderItems.id, itemId));
}

export async function clearReceivers(tx: Database, shipmentId: number) {
  await tx.update(packages).set({ receiverFirstName: null, receiverLastName: null, receiverEmail: null }).where(eq(packages.shipmentId, shipmentId));
}

/**
 * Stores what the cart's lines add up to: order totals (version bumped), each shipment's postage and the
 * shipping adjustments, so a placed order carries the amounts the shopper saw. `rows` is the cart as read in
 * this transaction: shipments whose postage did not change are not written, and the adjustments (one per
 * shipment that costs postage) are only replaced when there is postage now or was at the last settling
 * (grand total above subtotal).
 */
export async function saveTotals(tx: Database, rows: CartRows, pricing: CartPricing, titles: { shipping: string; registeredPost: string }, currency: string) {
  const orderId = rows.order.id;
  await tx
    .update(orders)
    .set({ subTotal: pricing.subTotal, grandTotal: pricing.grandTotal, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  for (const shipment of rows.shipments) {
    const cost = pricing.shipmentCosts.get(shipment.id);
    if (!cost || (cost.cost === shipment.shippingCost && cost.registeredPost === shipment.registeredPost)) continue;
    await tx.update(shipments).set({ registeredPost: cost.registeredPost, shippingCost: cost.cost }).where(eq(shipments.id, shipment.id));
  }
  const costs = [...pricing.shipmentCosts.values()].filter((cost) => cost.cost > 0);
  if (!costs.length && rows.order.grandTotal === rows.order.subTotal) return;
  await tx.delete(adjustments).where(and(eq(adjustments.orderId, orderId), eq(adjustments.adjustmentType, 'SHIPPING')));
  const values = costs.map((cost) => ({ orderId, title: cost.registeredPost ? titles.registeredPost : titles.shipping, adjustmentType: 'SHIPPING', amount: cost.cost, currency }));
  if (values.length) await tx.insert(adjustments).values(values);
}
