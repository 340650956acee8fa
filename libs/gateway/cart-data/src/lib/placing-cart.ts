import { sessionRowSql, type Session, type SessionHandle, type StoreScope } from '@giftshop/gateway-core';
import { namedRows, type NamedStatement, type Database } from '@giftshop/gateway-db';
import { cartRowsColumns, cartRowsFromJson, isUuid, type CartJson, type CartRows } from './cart.repository';
import { sessionOwnsOrder } from './find-cart-order';

// The cart's rows and, while it is a cart, the next order reference number: one round trip, no locks. Placing writes
// the order in one statement that takes the session's and the order's locks and checks the version read here. The
// lines' texts are in the language the order is placed in (`$2`).
const PLACING_CART_COLUMNS = `${cartRowsColumns('$2')}, case when o.status = 'CART' then nextval('order_reference_seq')::text end as reference`;
const PLACING_CART: NamedStatement = {
  name: 'cart_placing_rows',
  text: `select ${PLACING_CART_COLUMNS} from orders o where o.id = $1`,
};
// The same with the request's session (`$3` its token hash, `$4` the moment), when nothing has read it yet.
const PLACING_CART_AND_SESSION: NamedStatement = {
  name: 'cart_placing_rows_session',
  text: `select ${sessionRowSql('$3', '$4')} as session, ${PLACING_CART_COLUMNS} from orders o where o.id = $1`,
};

type PlacingRow = CartJson & { reference: string | null; session?: Record<string, unknown> | null };

/**
 * The cart `orderUuid` about to be placed, as it is now, with the order reference sequence's next value (a number lost
 * when placing does not go through, as any value of a rolled-back nextval), and the request's session, read by the
 * same statement when nothing read it before. Null unless it is a cart of the scope's store that the session owns.
 * Nothing is locked: the placing statement (`placeCart`) writes only the version read here.
 */
export async function readCartForPlacing(
  db: Database,
  scope: StoreScope,
  sessions: SessionHandle,
  orderUuid: string,
): Promise<{ rows: CartRows; reference: string; session: Session } | null> {
  if (!isUuid(orderUuid)) return null;
  const lookup = sessions.lookup();
  // Without a cookie (or with a session read already) nothing is read when there is no session.
  const known = lookup ? null : await sessions.get();
  if (!lookup && !known) return null;
  const language = scope.language.languageCode;
  const [row] = lookup
    ? await namedRows<PlacingRow>(db, PLACING_CART_AND_SESSION, [orderUuid, language, lookup.idHash, lookup.at])
    : await namedRows<PlacingRow>(db, PLACING_CART, [orderUuid, language]);
  const session = lookup ? await sessions.adopt(row?.session ?? null, lookup.at) : known;
  if (!session || !row?.reference) return null;
  const rows = cartRowsFromJson(row);
  const { order } = rows;
  return order.storeId === scope.store.id && sessionOwnsOrder(session, order) ? { rows, reference: row.reference, session } : null;
}
