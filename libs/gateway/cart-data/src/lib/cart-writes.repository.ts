import { and, eq, inArray, sql } from 'drizzle-orm';
import { addresses, adjustments, namedRows, orderItems, orders, packages, rowFromJson, shipments, type Database, type NamedStatement } from '@giftshop/gateway-db';
import type { CartPricing } from './cart-pricing';
import type { CartRows, ExtraRow } from './cart.repository';

type NewItem = typeof orderItems.$inferInsert;
type NewShipment = typeof shipments.$inferInsert;
type NewAddress = typeof addresses.$inferInsert;

const CREATE_CART: NamedStatement = {
  name: 'cart_create',
  text: `with o as (insert into orders (store_id, language_code, currency, user_id, status) values ($1, $2, $3, $4, 'CART') returning *),
      s as (update sessions set cart_order_id = (select id from o),
          data = jsonb_set(data, '{orderIds}', coalesce(data->'orderIds', '[]'::jsonb) || to_jsonb((select id from o)::text))
        where id_hash = $5)
    select to_jsonb(o) as "order" from o`,
};

/** A new cart order, made the session's cart and recorded among its orders, in one statement. */
export async function insertCartOrder(
  tx: Database,
  values: { storeId: number; languageCode: string; currency: string; userId: string | null },
  sessionIdHash: string,
): Promise<typeof orders.$inferSelect> {
  const [row] = await namedRows<{ order: Record<string, unknown> }>(tx, CREATE_CART, [values.storeId, values.languageCode, values.currency, values.userId, sessionIdHash]);
  return rowFromJson(orders, row.order) as typeof orders.$inferSelect;
}

export async function insertAddress(tx: Database, values: NewAddress) {
  const [row] = await tx.insert(addresses).values(values).returning();
  return row;
}

const INSERT_SHIPMENT: NamedStatement = {
  name: 'cart_insert_shipment',
  text: `insert into shipments (order_id, tag, delivery_type, delivery_mode, delivery_date, delivery_time, delivery_address_id)
    values ($1, $2, $3::delivery_type, $4::delivery_mode, $5::date, $6::time, $7) returning to_jsonb(shipments.*) as shipment`,
};

export async function insertShipment(tx: Database, values: NewShipment): Promise<typeof shipments.$inferSelect> {
  const [row] = await namedRows<{ shipment: Record<string, unknown> }>(tx, INSERT_SHIPMENT, [
    values.orderId,
    values.tag,
    values.deliveryType,
    values.deliveryMode ?? 'DEFAULT',
    values.deliveryDate ?? null,
    values.deliveryTime ?? null,
    values.deliveryAddressId ?? null,
  ]);
  return rowFromJson(shipments, row.shipment) as typeof shipments.$inferSelect;
}

export async function insertPackage(tx: Database, values: typeof packages.$inferInsert) {
  const [row] = await tx.insert(packages).values(values).returning();
  return row;
}

export async function insertItems(tx: Database, values: NewItem[]) {
  return values.length ? tx.insert(orderItems).values(values).returning() : [];
}

const INSERT_PACKAGE_ITEMS: NamedStatement = {
  name: 'cart_insert_package_items',
  text: `with p as (insert into packages (shipment_id, quantity, receiver_first_name, receiver_last_name, receiver_email)
        values ($1, $2, $3, $4, $5) returning id)
    insert into order_items (order_id, package_id, kind, product_id, variation_id, extra_id, quantity, unit_price, currency, message_text)
    select i.order_id, p.id, i.kind, i.product_id, i.variation_id, i.extra_id, i.quantity, i.unit_price, i.currency, i.message_text
    from p, rows from (jsonb_to_recordset($6::jsonb) as (order_id uuid, kind order_item_kind, product_id int, variation_id int,
      extra_id int, quantity int, unit_price int, currency char(3), message_text text)) with ordinality
      as i(order_id, kind, product_id, variation_id, extra_id, quantity, unit_price, currency, message_text, n)
    order by i.n
    returning id, kind::text as kind, package_id`,
};

/** A package and its lines (items without `packageId`), in one statement; answers the lines' ids and kinds. */
export async function insertPackageWithItems(
  tx: Database,
  pkg: Omit<typeof packages.$inferInsert, 'id'> & { shipmentId: number },
  items: Omit<NewItem, 'packageId'>[],
): Promise<{ packageId: number; items: { id: number; kind: string }[] }> {
  const lines = items.map((i) => ({
    order_id: i.orderId,
    kind: i.kind,
    product_id: i.productId ?? null,
    variation_id: i.variationId ?? null,
    extra_id: i.extraId ?? null,
    quantity: i.quantity,
    unit_price: i.unitPrice,
    currency: i.currency,
    message_text: i.messageText ?? null,
  }));
  const values = [pkg.shipmentId, pkg.quantity ?? 1, pkg.receiverFirstName ?? null, pkg.receiverLastName ?? null, pkg.receiverEmail ?? null, JSON.stringify(lines)];
  const rows = await namedRows<{ id: number; kind: string; package_id: number }>(tx, INSERT_PACKAGE_ITEMS, values);
  return { packageId: rows[0].package_id, items: rows.map(({ id, kind }) => ({ id, kind })) };
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

const SAVE_ORDER_TOTALS: NamedStatement = {
  name: 'cart_save_totals',
  text: 'update orders set sub_total = $2, grand_total = $3, version = version + 1, updated_at = now() where id = $1',
};

/**
 * Stores what the cart's lines add up to: order totals (version bumped), each shipment's postage and the
 * shipping adjustments, so a placed order carries the amounts the shopper saw. `rows` is the cart as read in
 * this transaction: shipments whose postage did not change are not written, and the adjustments (one per
 * shipment that costs postage) are only replaced when there is postage now or was at the last settling
 * (grand total above subtotal).
 */
export async function saveTotals(tx: Database, rows: CartRows, pricing: CartPricing, titles: { shipping: string; registeredPost: string }, currency: string) {
  const orderId = rows.order.id;
  await namedRows(tx, SAVE_ORDER_TOTALS, [orderId, pricing.subTotal, pricing.grandTotal]);
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
