import type { Session, StoreScope } from '@giftshop/gateway-core';
import { namedRows, type NamedStatement, type Database } from '@giftshop/gateway-db';
import { cartRowsColumns, cartRowsFromJson, isUuid, type CartJson, type CartRows } from './cart.repository';
import { sessionOwnsOrder } from './find-cart-order';

// The cart's rows and, while it is a cart, the next order reference number: one round trip, no locks. Placing writes
// the order in one statement that takes the session's and the order's locks and checks the version read here. The
// lines' texts are in the language the order is placed in (`$2`).
const PLACING_CART: NamedStatement = {
  name: 'cart_placing_rows',
  text: `select ${cartRowsColumns('$2')},
      case when o.status = 'CART' then nextval('order_reference_seq')::text end as reference
    from orders o where o.id = $1`,
};

/**
 * The cart `orderUuid` about to be placed, as it is now, with the order reference sequence's next value (a number lost
 * when placing does not go through, as any value of a rolled-back nextval). Null unless it is a cart of the scope's
 * store that the session owns. Nothing is locked: the placing statement (`placeCart`) writes only the version read here.
 */
export async function readCartForPlacing(db: Database, scope: StoreScope, session: Session, orderUuid: string): Promise<{ rows: CartRows; reference: string } | null> {
  if (!isUuid(orderUuid)) return null;
  const [row] = await namedRows<CartJson & { reference: string | null }>(db, PLACING_CART, [orderUuid, scope.language.languageCode]);
  if (!row?.reference) return null;
  const rows = cartRowsFromJson(row);
  const { order } = rows;
  return order.storeId === scope.store.id && sessionOwnsOrder(session, order) ? { rows, reference: row.reference } : null;
}
