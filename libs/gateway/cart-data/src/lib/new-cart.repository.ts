import type { Session, StoreScope } from '@giftshop/gateway-core';
import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import { cartLimits } from './cart-constants';
import { isCardItem, priceCart } from './cart-pricing';
import { checkCartRules } from './cart-rules';
import type {
  CartItemRow,
  CartProductRow,
  CartRows,
  CartVariationRow,
  ExtraRow,
  OrderRow,
  PackageRow,
} from './cart.repository';
import { nextTag, type CartShipment } from './input/cart-shipments';

// A session's first cart with one digital package, written whole: the order (its totals and version as settling
// would store them), the session with its link (inserted here when the request made it, `insertedByCaller`), the
// shipment, the package and its lines. One statement, so no transaction.
const CREATE_DIGITAL_CART: NamedStatement = {
  name: 'cart_create_digital',
  text: `with o as (insert into orders (store_id, language_code, currency, user_id, status, sub_total, grand_total,
          version)
        values ($1, $2, $3, $4, 'CART', $5, $6, 1) returning id, version),
      s as (insert into sessions (id_hash, store_id, data, created_at, expires_at, cart_order_id)
        select $7, $1, jsonb_build_object('orderIds', jsonb_build_array(o.id::text)), $17, $18, o.id from o
        on conflict (id_hash) do update set cart_order_id = excluded.cart_order_id,
          data = jsonb_set(sessions.data, '{orderIds}',
            coalesce(sessions.data->'orderIds', '[]'::jsonb) || to_jsonb(excluded.cart_order_id::text))),
      sh as (insert into shipments (order_id, tag, delivery_type, delivery_mode, delivery_date, delivery_time)
        select o.id, $8, 'DIGITAL', $9::delivery_mode, $10::date, $11::time from o returning id),
      p as (insert into packages (shipment_id, quantity, receiver_first_name, receiver_last_name, receiver_email)
        select sh.id, $12, $13, $14, $15 from sh returning id),
      i as (insert into order_items (order_id, package_id, kind, product_id, variation_id, extra_id, quantity,
          unit_price, currency, message_text)
        select o.id, p.id, l.kind, l.product_id, l.variation_id, l.extra_id, l.quantity, l.unit_price, $3,
          l.message_text
        from o, p, rows from (jsonb_to_recordset($16::jsonb) as (kind order_item_kind, product_id int,
          variation_id int,
          extra_id int, quantity int, unit_price int, message_text text)) with ordinality
          as l(kind, product_id, variation_id, extra_id, quantity, unit_price, message_text, n)
        order by l.n)
    select id, version from o`,
};

export interface FirstPackage {
  deliveryMode: 'DEFAULT' | 'SINGLE' | 'SPLIT';
  date: string | null;
  time: string | null;
  quantity: number;
  receiver: { firstName: string; lastName: string | null; email: string | null } | null;
  card: { kind: string; product: CartProductRow; variation: CartVariationRow; unitPrice: number };
  extras: { extra: ExtraRow; quantity: number; messageText: string | null }[];
}

/**
 * The first cart of a session no other request knows yet, with one digital package: the order rules are checked on
 * the lines in memory (a refusal writes nothing) and the totals computed as settling would, then everything is
 * written in one statement. Answers the order's id and version.
 */
export async function createDigitalCart(
  db: Database,
  scope: StoreScope,
  session: Session,
  pkg: FirstPackage,
): Promise<{ id: string; version: number }> {
  const currency = scope.store.currency;
  const line = (id: number, values: Partial<CartItemRow>) =>
    ({
      id,
      orderId: '',
      packageId: 0,
      productId: null,
      variationId: null,
      extraId: null,
      messageText: null,
      promotionAmount: 0,
      currency,
      product: null,
      variation: null,
      extra: null,
      ...values,
    }) as CartItemRow;
  const { card } = pkg;
  const items = [
    line(1, {
      kind: card.kind as CartItemRow['kind'],
      productId: card.product.id,
      variationId: card.variation.id,
      quantity: pkg.quantity,
      unitPrice: card.unitPrice,
      product: card.product,
      variation: card.variation,
    }),
    ...pkg.extras.map((e, i) =>
      line(i + 2, {
        kind: e.extra.kind,
        extraId: e.extra.id,
        quantity: e.quantity,
        unitPrice: e.extra.price,
        messageText: e.messageText,
        extra: e.extra,
      }),
    ),
  ];
  const shipment = {
    id: 0,
    tag: nextTag([], { deliveryType: 'DIGITAL', date: pkg.date }),
    deliveryType: 'DIGITAL',
    deliveryMode: pkg.deliveryMode,
    shippingCost: 0,
    registeredPost: false,
    address: null,
  } as unknown as CartShipment;
  const rows: CartRows = {
    order: { currency, languageCode: scope.language.languageCode } as OrderRow,
    billingAddress: null,
    shipments: [shipment],
    packages: [{ id: 0, shipmentId: 0, quantity: pkg.quantity } as PackageRow],
    items,
  };
  const limits = cartLimits(currency);
  checkCartRules(rows, limits, {
    touchedItemIds: new Set(items.filter(isCardItem).map((i) => i.id)),
    locale: scope.language.locale,
  });
  const pricing = priceCart(rows, limits);
  const lines = items.map((i) => ({
    kind: i.kind,
    product_id: i.productId,
    variation_id: i.variationId,
    extra_id: i.extraId,
    quantity: i.quantity,
    unit_price: i.unitPrice,
    message_text: i.messageText,
  }));
  const [row] = await namedRows<{ id: string; version: number }>(db, CREATE_DIGITAL_CART, [
    scope.store.id,
    scope.language.languageCode,
    currency,
    session.userId,
    pricing.subTotal,
    pricing.grandTotal,
    session.idHash,
    shipment.tag,
    pkg.deliveryMode,
    pkg.date,
    pkg.time,
    pkg.quantity,
    pkg.receiver?.firstName ?? null,
    pkg.receiver?.lastName ?? null,
    pkg.receiver?.email ?? null,
    JSON.stringify(lines),
    session.createdAt,
    session.expiresAt,
  ]);
  return row;
}
