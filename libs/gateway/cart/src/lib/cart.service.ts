import { DomainError, ensureClientWaiting, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { cartOrderSource, cartRepository, type CartRows, cartWrites, findCartOrder, lockCartForWrite, parseId, settleCart } from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';

/**
 * The caller's cart, or the order `orderUuid` names when it is the caller's (a cart, or placed and awaiting
 * payment, for the retry page). No cart is an empty answer; a foreign or unknown `orderUuid` is refused.
 */
export async function getCart(ctx: GatewayContext, scope: StoreScope, orderUuid?: string | null) {
  const order = await findCartOrder(ctx, scope, orderUuid, { includePending: Boolean(orderUuid) });
  if (!order) {
    if (orderUuid) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
    return { order: null };
  }
  return { order: cartOrderSource(ctx.db, order.id, scope) };
}

/** Runs a change to one shipment of the caller's cart in a transaction; unknown tags are not found. */
async function changeShipment(
  ctx: GatewayContext,
  scope: StoreScope,
  shipmentTag: string,
  orderUuid: string | null | undefined,
  change: (tx: Database, rows: CartRows, shipmentId: number) => Promise<void>,
) {
  const session = await ctx.session.get();
  if (!session) throw new DomainError(orderUuid ? 'EMPTY_ORDER' : 'NOT_FOUND', {}, orderUuid ? 'orderUuid' : 'shipmentTag');
  const orderId = await ctx.db.transaction(async (tx) => {
    const order = await lockCartForWrite(tx, scope, session, orderUuid);
    ensureClientWaiting(ctx);
    const rows = order && (await cartRepository.loadCartRows(tx, order.id));
    const shipment = rows?.shipments.find((s) => s.tag === shipmentTag);
    if (!rows || !shipment) throw new DomainError('NOT_FOUND', {}, 'shipmentTag');
    await change(tx, rows, shipment.id);
    await settleCart(tx, rows.order.id, scope, null);
    return rows.order.id;
  });
  return { order: cartOrderSource(ctx.db, orderId, scope) };
}

/** Removes one package of a shipment, or the whole shipment when no package is named. */
export function deletePackageGroup(ctx: GatewayContext, scope: StoreScope, shipmentTag: string, packageId?: string | number | null) {
  const onePackage = packageId === null || packageId === undefined ? null : parseId(packageId, 'packageId');
  return changeShipment(ctx, scope, shipmentTag, null, async (tx, rows, shipmentId) => {
    const inShipment = rows.packages.filter((p) => p.shipmentId === shipmentId);
    if (onePackage !== null && !inShipment.some((p) => p.id === onePackage)) throw new DomainError('NOT_FOUND', {}, 'packageId');
    const removed = onePackage === null ? inShipment.map((p) => p.id) : [onePackage];
    await cartWrites.deletePackages(tx, removed);
    const shipment = rows.shipments.find((s) => s.id === shipmentId);
    if (shipment && removed.length === inShipment.length) await cartWrites.deleteShipments(tx, [shipment]);
  });
}

/** Clears the receivers of a shipment's packages; physical packages keep the shipment's address. */
export function resetReceivers(ctx: GatewayContext, scope: StoreScope, shipmentTag: string, orderUuid?: string | null) {
  return changeShipment(ctx, scope, shipmentTag, orderUuid, (tx, _rows, shipmentId) => cartWrites.clearReceivers(tx, shipmentId));
}
