import { and, asc, eq, inArray } from 'drizzle-orm';
import { addresses, cardBrands, extras, orderItems, orders, packages, products, shipments, variations, type Database } from '@giftshop/gateway-db';

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;
export type CartVariationRow = typeof variations.$inferSelect;
export type CartProductRow = typeof products.$inferSelect & {
  brand: typeof cardBrands.$inferSelect | null;
};

export interface CartItemRow extends ItemRow {
  product: CartProductRow | null;
  variation: CartVariationRow | null;
  extra: ExtraRow | null;
}

/** Everything of one order the cart needs, in id order. */
export interface CartRows {
  order: OrderRow;
  billingAddress: AddressRow | null;
  shipments: (ShipmentRow & { address: AddressRow | null })[];
  packages: PackageRow[];
  items: CartItemRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from the request are checked before they reach SQL, so a malformed one is "not found", never a database error. */
export const isUuid = (value: string) => UUID.test(value);

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order row locked until the caller's transaction ends. */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function loadCartRows(db: Database, orderId: string): Promise<CartRows | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  // One after another: `db` may be a transaction, whose one connection runs one statement at a time.
  const shipmentRows = await db
    .select({ shipment: shipments, address: addresses })
    .from(shipments)
    .leftJoin(addresses, eq(addresses.id, shipments.deliveryAddressId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  const itemRows = await db
    .select({
      item: orderItems,
      product: products,
      brand: cardBrands,
      variation: variations,
      extra: extras,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
    .leftJoin(variations, eq(variations.id, orderItems.variationId))
    .leftJoin(extras, eq(extras.id, orderItems.extraId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const billing = order.billingAddressId === null ? [] : await db.select().from(addresses).where(eq(addresses.id, order.billingAddressId));
  const shipmentIds = shipmentRows.map((r) => r.shipment.id);
  const packageRows = shipmentIds.length ? await db.select().from(packages).where(inArray(packages.shipmentId, shipmentIds)).orderBy(asc(packages.id)) : [];
  return {
    order,
    billingAddress: billing[0] ?? null,
    shipments: shipmentRows.map((r) => ({ ...r.shipment, address: r.address })),
    packages: packageRows,
    items: itemRows.map((r) => ({
      ...r.item,
      product: r.product && { ...r.product, brand: r.brand },
      variation: r.variation,
      extra: r.extra,
    })),
  };
}

/** A variation of the store with its product, whatever their state, so the caller can say what is wrong. */
export async function findStoreVariation(
  db: Database,
  storeId: number,
  variationId: number,
): Promise<{ variation: CartVariationRow; product: CartProductRow } | null> {
  const [row] = await db
    .select({ variation: variations, product: products, brand: cardBrands })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
    .where(and(eq(variations.id, variationId), eq(products.storeId, storeId)));
  return row
    ? {
        variation: row.variation,
        product: { ...row.product, brand: row.brand },
      }
    : null;
}

/** The store's extras on sale, by position. */
export async function listExtras(db: Database, storeId: number): Promise<ExtraRow[]> {
  return db
    .select()
    .from(extras)
    .where(and(eq(extras.storeId, storeId), eq(extras.active, true)))
    .orderBy(asc(extras.position), asc(extras.id));
}

export async function findStoreExtra(db: Database, storeId: number, extraId: number): Promise<ExtraRow | null> {
  const [row] = await db
    .select()
    .from(extras)
    .where(and(eq(extras.id, extraId), eq(extras.storeId, storeId), eq(extras.active, true)));
  return row ?? null;
}
