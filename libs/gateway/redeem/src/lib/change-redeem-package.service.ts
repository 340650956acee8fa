import { DomainError, ensureClientWaiting, messagesIn, type GatewayContext, type StoreScope, type UpdateRedeemPackageInput } from '@giftshop/gateway-core';
import {
  addressOf,
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
  type CartRows,
} from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';
import { checkBalanceLeft, checkDeliveryReference, checkRedeemAmount, checkRedeemProduct, checkRedeemReceiver } from './redeem-input';
import { isAmountEditable, loadRedeemOrder } from './redeem-order-view';
import { allocate } from './redeem-allocation';
import { lockOpenRedeemOrder, orderCards, requireRedeemSession } from './redeem-orders.repository';
import { redeemMessages } from './redeem.messages';

const given = (input: object, key: string) => Object.prototype.hasOwnProperty.call(input, key);

/** The package, its lines and its shipment in an order's rows; NOT_FOUND for another order's package. */
function packageIn(rows: CartRows | null, packageId: number) {
  const pkg = rows?.packages.find((p) => p.id === packageId);
  const shipment = rows?.shipments.find((s) => s.id === pkg?.shipmentId);
  if (!rows || !pkg || !shipment) throw new DomainError('NOT_FOUND', {}, 'packageId');
  return { rows, pkg, shipment, items: rows.items.filter((i) => i.packageId === pkg.id) };
}

/** Removes a package, and its shipment when it was the last one in it. */
async function deletePackage(tx: Database, found: ReturnType<typeof packageIn>) {
  await cartWrites.deletePackages(tx, [found.pkg.id]);
  if (!found.rows.packages.some((p) => p.shipmentId === found.shipment.id && p.id !== found.pkg.id)) await cartWrites.deleteShipments(tx, [found.shipment]);
}

/**
 * Changes one package of the holder's open redeem order: omitted fields stay, an explicit null removes an extra.
 * The amount changes only when the product lets the holder choose it (mainItemEditable). A new address or date
 * moves the package to the matching shipment. The order rules and the balance left are checked on the result.
 */
export async function updateRedeemPackage(ctx: GatewayContext, scope: StoreScope, orderUuid: string, packageIdText: string, input: UpdateRedeemPackageInput, now = new Date()) {
  const session = await requireRedeemSession(ctx.db, scope, now);
  const packageId = parseId(packageIdText, 'packageId');
  const orderId = await ctx.db.transaction(async (tx) => {
    const order = await lockOpenRedeemOrder(tx, scope, session, orderUuid);
    ensureClientWaiting(ctx);
    const found = packageIn(await cartRepository.loadCartRows(tx, order.id), packageId);
    const { pkg, shipment, items } = found;
    const card = items.find(isCardItem);
    if (!card?.product || !card.variation) throw new DomainError('NOT_FOUND', {}, 'packageId');
    const type = shipment.deliveryType;
    const quantity = input.quantity === null || input.quantity === undefined ? pkg.quantity : checkQuantity(input.quantity, scope);
    let unitPrice = card.unitPrice;
    if (input.amount !== null && input.amount !== undefined) {
      if (!isAmountEditable(card.product)) throw new DomainError('INVALID_INPUT', { reason: redeemMessages(messagesIn(scope)).amountFixed }, 'amount');
      unitPrice = checkRedeemAmount(input.amount, checkRedeemProduct({ product: card.product, variation: card.variation }), scope);
    }
    await cartWrites.updateItem(tx, card.id, { quantity, unitPrice });
    for (const item of items.filter((i) => i.kind === 'WRAPPER' || i.kind === 'DIGITAL_WRAPPER' || i.kind === 'GIFT_PACKING')) await cartWrites.updateItem(tx, item.id, { quantity });

    const receiver = given(input, 'receiver') || given(input, 'deliveryAddress') ? checkRedeemReceiver(input.receiver, input.deliveryAddress, type, scope) : undefined;
    await cartWrites.updatePackage(tx, pkg.id, {
      quantity,
      ...(receiver === undefined ? {} : { receiverFirstName: receiver?.firstName ?? null, receiverLastName: receiver?.lastName ?? null, receiverEmail: receiver?.email ?? null }),
    });
    if (given(input, 'wrapperId')) {
      const old = items.find((i) => i.kind === 'WRAPPER' || i.kind === 'DIGITAL_WRAPPER');
      await cartWrites.replaceExtra(tx, order.id, { id: pkg.id, quantity }, old, input.wrapperId ? await checkWrapper(tx, scope, input.wrapperId, type) : null);
    }
    if (given(input, 'giftPackingId')) {
      const old = items.find((i) => i.kind === 'GIFT_PACKING');
      await cartWrites.replaceExtra(tx, order.id, { id: pkg.id, quantity }, old, input.giftPackingId ? await checkGiftPacking(tx, scope, input.giftPackingId, type) : null);
    }
    if (given(input, 'personalMessage')) {
      const old = items.find((i) => i.kind === 'PERSONAL_MESSAGE');
      const text = input.personalMessage ? checkPersonalMessage(input.personalMessage) : null;
      await cartWrites.replaceExtra(tx, order.id, pkg, old, text ? await messageExtra(tx, scope) : null, text);
    }

    // A new address or reference moves the package to the shipment of that destination (keeping the other).
    const reference = given(input, 'referenceNumber') ? checkDeliveryReference(input.referenceNumber, scope) : undefined;
    const destination = receiver?.address ?? (reference !== undefined && shipment.address ? addressOf(shipment.address) : undefined);
    const address = destination && { ...destination, referenceNumber: reference !== undefined ? reference : (shipment.address?.referenceNumber ?? null) };
    if (given(input, 'deliveryDate') || address) {
      const moment = checkDeliveryMoment(given(input, 'deliveryDate') ? (input.deliveryDate ?? null) : shipment.deliveryDate, null, type, scope, now);
      const target = await shipmentFor(tx, order.id, found.rows.shipments, {
        deliveryType: type,
        deliveryMode: shipment.deliveryMode,
        ...moment,
        address: address ?? (shipment.address && addressOf(shipment.address)),
      });
      if (target.id !== shipment.id) {
        await cartWrites.updatePackage(tx, pkg.id, { shipmentId: target.id });
        if (!found.rows.packages.some((p) => p.shipmentId === shipment.id && p.id !== pkg.id)) await cartWrites.deleteShipments(tx, [shipment]);
      }
    }
    const settled = await settleCart(tx, order.id, scope, new Set([card.id]));
    checkBalanceLeft(settled.rows, allocate(await orderCards(tx, order.id), settled.grandTotal).remaining, scope, 'amount');
    return order.id;
  });
  return { order: await loadRedeemOrder(ctx.db, orderId, scope, now) };
}

/** Removes a package from the holder's open redeem order. Removing can leave too little on the cards only by spending less, which is checked at checkout. */
export async function removeRedeemPackage(ctx: GatewayContext, scope: StoreScope, orderUuid: string, packageIdText: string, now = new Date()) {
  const session = await requireRedeemSession(ctx.db, scope, now);
  const packageId = parseId(packageIdText, 'packageId');
  const orderId = await ctx.db.transaction(async (tx) => {
    const order = await lockOpenRedeemOrder(tx, scope, session, orderUuid);
    ensureClientWaiting(ctx);
    await deletePackage(tx, packageIn(await cartRepository.loadCartRows(tx, order.id), packageId));
    await settleCart(tx, order.id, scope, null);
    return order.id;
  });
  return { order: await loadRedeemOrder(ctx.db, orderId, scope, now) };
}
