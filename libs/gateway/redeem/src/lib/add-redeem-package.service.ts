import { DomainError, ensureClientWaiting, type GatewayContext, type RedeemPackageInput, type StoreScope } from '@giftshop/gateway-core';
import {
  cartRepository,
  cartWrites,
  checkDeliveryMoment,
  checkGiftPacking,
  checkPersonalMessage,
  checkQuantity,
  checkWrapper,
  isCardItem,
  messageExtra,
  parseId,
  settleCart,
  shipmentFor,
} from '@giftshop/gateway-cart-data';
import { checkBalanceLeft, checkDeliveryReference, checkRedeemAmount, checkRedeemProduct, checkRedeemReceiver } from './redeem-input';
import { loadRedeemOrder } from './redeem-order-view';
import { allocate } from './redeem-allocation';
import { lockOpenRedeemOrder, orderCards, requireRedeemSession, tieToPage } from './redeem-orders.repository';
import { orderRedeemPage, pageOffers, requireRedeemPage } from './redeem-pages.repository';

/**
 * Adds a gift card or donation to the holder's redeem order (a new one for the session when none is open): one
 * package with its extras, in the shipment of its delivery type, date and address. A new order is tied to the
 * redeem page of `pageId` (as is one that has no packages yet); the product must be in the shop of the order's page. One transaction; the order rules
 * and the balance left on the cards are checked on the result.
 */
export async function addRedeemPackage(ctx: GatewayContext, scope: StoreScope, input: RedeemPackageInput, now = new Date()) {
  const session = await requireRedeemSession(ctx.db, scope, now);
  const page = input.pageId ? await requireRedeemPage(ctx.db, scope, input.pageId) : null;
  const line = checkRedeemProduct(await cartRepository.findStoreVariation(ctx.db, scope.store.id, parseId(input.variationId, 'variationId')));
  const type = line.deliveryType;
  const amount = checkRedeemAmount(input.amount, line, scope);
  const quantity = checkQuantity(input.quantity ?? 1, scope);
  const receiver = checkRedeemReceiver(input.receiver, input.deliveryAddress, type, scope);
  const moment = checkDeliveryMoment(input.deliveryDate ?? null, null, type, scope, now);
  const wrapper = input.wrapperId ? await checkWrapper(ctx.db, scope, input.wrapperId, type) : null;
  const giftPacking = input.giftPackingId ? await checkGiftPacking(ctx.db, scope, input.giftPackingId, type) : null;
  const message = input.personalMessage ? { text: checkPersonalMessage(input.personalMessage), extra: await messageExtra(ctx.db, scope) } : null;

  const orderId = await ctx.db.transaction(async (tx) => {
    const order = await lockOpenRedeemOrder(tx, scope, session, input.orderUuid, page?.id ?? null);
    ensureClientWaiting(ctx);
    const rows = await cartRepository.loadCartRows(tx, order.id);
    // An order without packages yet (opened by adding a card) takes the page of its first package.
    if (page && order.redeemPageId !== page.id && !rows?.packages.length) order.redeemPageId = await tieToPage(tx, order.id, page.id);
    if (!pageOffers(await orderRedeemPage(tx, order.redeemPageId), line.product.id)) throw new DomainError('NOT_FOUND', {}, 'variationId');
    const shipments = rows?.shipments ?? [];
    const address = receiver?.address ? { ...receiver.address, referenceNumber: checkDeliveryReference(input.referenceNumber, scope) } : null;
    const shipment = await shipmentFor(tx, order.id, shipments, { deliveryType: type, deliveryMode: 'DEFAULT', ...moment, address });
    const pkg = await cartWrites.insertPackage(tx, {
      shipmentId: shipment.id,
      quantity,
      receiverFirstName: receiver?.firstName ?? null,
      receiverLastName: receiver?.lastName ?? null,
      receiverEmail: receiver?.email ?? null,
    });
    const items = await cartWrites.insertItems(tx, [
      { orderId: order.id, packageId: pkg.id, kind: line.kind, productId: line.product.id, variationId: line.variation.id, quantity, unitPrice: amount, currency: line.variation.currency },
      ...(wrapper ? [cartWrites.extraLine(order.id, pkg.id, wrapper, quantity)] : []),
      ...(giftPacking ? [cartWrites.extraLine(order.id, pkg.id, giftPacking, quantity)] : []),
      ...(message ? [cartWrites.extraLine(order.id, pkg.id, message.extra, 1, message.text)] : []),
    ]);
    const settled = await settleCart(tx, order.id, scope, new Set(items.filter(isCardItem).map((i) => i.id)));
    checkBalanceLeft(settled.rows, allocate(await orderCards(tx, order.id), settled.grandTotal).remaining, scope, 'amount');
    return order.id;
  });
  return { order: await loadRedeemOrder(ctx.db, orderId, scope, now) };
}
