import { and, asc, eq } from 'drizzle-orm';
import {
  addresses,
  cardBrands,
  extraTexts,
  extraTextsIn,
  extras,
  localizedExtra,
  namedRows,
  orderItems,
  orders,
  packages,
  products,
  rowFromJson,
  shipments,
  variations,
  type Database,
  type NamedStatement,
} from '@giftshop/gateway-db';

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

/**
 * The order `$1`'s rows for the cart as json columns (`order`, `billing`, `shipments`, `packages`, `items`; each
 * level in id order), the select list of one statement whose `from` is `orders o`. Related rows are looked up by key
 * per row (index lookups whatever the table sizes and statistics). cartRowsFromJson reads them back. The lines'
 * products, variations and extras carry their texts in `language` (an SQL expression) where the store has them.
 */
export const cartRowsColumns = (language: string) => `to_jsonb(o) as "order",
      (select to_jsonb(a) from addresses a where a.id = o.billing_address_id) as billing,
      coalesce((select jsonb_agg(jsonb_build_object('shipment', to_jsonb(s), 'address', (select to_jsonb(a) from addresses a where a.id = s.delivery_address_id)) order by s.id)
        from shipments s where s.order_id = o.id), '[]') as shipments,
      coalesce((select jsonb_agg(to_jsonb(p) order by p.id)
        from packages p where p.shipment_id = any(array(select s.id from shipments s where s.order_id = o.id))), '[]') as packages,
      coalesce((select jsonb_agg(jsonb_build_object(
          'item', to_jsonb(i),
          'product', (select to_jsonb(pr) || coalesce((select jsonb_strip_nulls(jsonb_build_object(
              'title', x.title, 'description', x.description, 'keywords', x.keywords, 'redeem_title', x.redeem_title,
              'redeem_description', x.redeem_description)) from product_texts x
            where x.product_id = pr.id and x.language_code = ${language}), '{}')
            from products pr where pr.id = i.product_id),
          'brand', (select to_jsonb(b) from products pr join card_brands b on b.id = pr.brand_id where pr.id = i.product_id),
          'variation', (select to_jsonb(v) || coalesce((select jsonb_build_object('title', x.title)
            from variation_texts x where x.variation_id = v.id and x.language_code = ${language}), '{}')
            from variations v where v.id = i.variation_id),
          'extra', (select to_jsonb(e) || coalesce((select jsonb_build_object('title', x.title,
              'description', x.description) from extra_texts x
            where x.extra_id = e.id and x.language_code = ${language}), '{}')
            from extras e where e.id = i.extra_id)) order by i.id)
        from order_items i where i.order_id = o.id), '[]') as items`;

/** The columns of the order's rows with the lines' texts in the order's language: what its e-mails show. */
export const CART_ROWS_COLUMNS = cartRowsColumns('o.language_code');

// Named statements: parsed and planned once per connection (it is the largest statement of a checkout).
const CART_ROWS: NamedStatement = {
  name: 'cart_rows',
  text: `select ${CART_ROWS_COLUMNS} from orders o where o.id = $1`,
};
const CART_ROWS_IN: NamedStatement = {
  name: 'cart_rows_in',
  text: `select ${cartRowsColumns('$2')} from orders o where o.id = $1`,
};

/** The json columns of CART_ROWS_COLUMNS, as a row of a statement that selects them. */
export interface CartJson {
  order: Record<string, unknown>;
  billing: Record<string, unknown> | null;
  shipments: { shipment: Record<string, unknown>; address: Record<string, unknown> | null }[];
  packages: Record<string, unknown>[];
  items: {
    item: Record<string, unknown>;
    product: Record<string, unknown> | null;
    brand: Record<string, unknown> | null;
    variation: Record<string, unknown> | null;
    extra: Record<string, unknown> | null;
  }[];
}

/** The cart's rows from the json columns of CART_ROWS_COLUMNS. */
export function cartRowsFromJson(row: CartJson): CartRows {
  return {
    order: rowFromJson(orders, row.order) as OrderRow,
    billingAddress: rowFromJson(addresses, row.billing),
    shipments: row.shipments.map((r) => ({ ...(rowFromJson(shipments, r.shipment) as ShipmentRow), address: rowFromJson(addresses, r.address) })),
    packages: row.packages.map((r) => rowFromJson(packages, r) as PackageRow),
    items: row.items.map((r) => {
      const product = rowFromJson(products, r.product);
      return {
        ...(rowFromJson(orderItems, r.item) as ItemRow),
        product: product && { ...product, brand: rowFromJson(cardBrands, r.brand) },
        variation: rowFromJson(variations, r.variation),
        extra: rowFromJson(extras, r.extra),
      };
    }),
  };
}

/**
 * The order's rows for the cart in one statement (CART_ROWS_COLUMNS), so a cart write costs one round trip to read
 * it back; the lines' texts in `language` (the shopper's, for a view), else in the order's. `db` may be a transaction.
 */
export async function loadCartRows(db: Database, orderId: string, language?: string): Promise<CartRows | null> {
  if (!isUuid(orderId)) return null;
  const [row] = language
    ? await namedRows<CartJson>(db, CART_ROWS_IN, [orderId, language])
    : await namedRows<CartJson>(db, CART_ROWS, [orderId]);
  return row ? cartRowsFromJson(row) : null;
}

const STORE_VARIATION: NamedStatement = {
  name: 'cart_store_variation',
  text: `select to_jsonb(v) as variation, to_jsonb(p) as product, to_jsonb(b) as brand
    from variations v join products p on p.id = v.product_id left join card_brands b on b.id = p.brand_id
    where v.id = $1 and p.store_id = $2`,
};

/** A variation of the store with its product, whatever their state, so the caller can say what is wrong. */
export async function findStoreVariation(
  db: Database,
  storeId: number,
  variationId: number,
): Promise<{ variation: CartVariationRow; product: CartProductRow } | null> {
  type Row = { variation: Record<string, unknown>; product: Record<string, unknown>; brand: Record<string, unknown> | null };
  const [row] = await namedRows<Row>(db, STORE_VARIATION, [variationId, storeId]);
  return row
    ? {
        variation: rowFromJson(variations, row.variation) as CartVariationRow,
        product: { ...(rowFromJson(products, row.product) as typeof products.$inferSelect), brand: rowFromJson(cardBrands, row.brand) },
      }
    : null;
}

/** The store's extras on sale, by position, with their texts in `language`. */
export async function listExtras(db: Database, storeId: number, language: string): Promise<ExtraRow[]> {
  return db
    .select(localizedExtra)
    .from(extras)
    .leftJoin(extraTexts, extraTextsIn(language))
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
