import { DomainError, ensureClientWaiting, messagesIn, type GatewayContext, type StoreScope, type UpdateCartPackageInput } from '@giftshop/gateway-core';
import { addressOf, type CardKind, cartOrderSource, cartRepository, type CartRows, cartWrites, checkAmount, checkDeliveryMoment, checkGiftPacking, checkPersonalMessage, checkQuantity, checkReceivers, checkWrapper, isCardItem, lockCartForWrite, messageExtra, parseId, requireAddress, settleCart, shipmentFor, type ShipmentTarget } from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';
import { basketMessages } from '@giftshop/util-validation';

const given = <K extends keyof UpdateCartPackageInput>(input: UpdateCartPackageInput, key: K) => Object.prototype.hasOwnProperty.call(input, key);

/** Moves the package when its delivery moment or address changes; an emptied shipment goes away. */
async function placePackage(tx: Database, rows: CartRows, input: UpdateCartPackageInput, packageId: number, receiverAddress: ShipmentTarget['address'] | undefined, scope: StoreScope, now: Date) {
  const pkg = rows.packages.find((p) => p.id === packageId);
  const shipment = rows.shipments.find((s) => s.id === pkg?.shipmentId);
  if (!pkg || !shipment) return;
  const momentChanged = given(input, 'deliveryDate') || given(input, 'deliveryTime');
  if (!momentChanged && receiverAddress === undefined) return;
  const moment = checkDeliveryMoment(
    given(input, 'deliveryDate') ? (input.deliveryDate ?? null) : shipment.deliveryDate,
    given(input, 'deliveryTime') ? (input.deliveryTime ?? null) : (shipment.deliveryTime?.slice(0, 5) ?? null),
    shipment.deliveryType,
    scope,
    now,
  );
  const address = receiverAddress ?? (shipment.address && addressOf(shipment.address));
  const target = await shipmentFor(tx, rows.order.id, rows.shipments, { deliveryType: shipment.deliveryType, deliveryMode: shipment.deliveryMode, ...moment, address });
  if (target.id === shipment.id) return;
  await cartWrites.updatePackage(tx, pkg.id, { shipmentId: target.id });
  if (!rows.packages.some((p) => p.shipmentId === shipment.id && p.id !== pkg.id)) await cartWrites.deleteShipments(tx, [shipment]);
}

/** Changes one package: omitted fields stay, an explicit null removes a wrapper, packing or message. */
export async function updateCartPackage(ctx: GatewayContext, scope: StoreScope, input: UpdateCartPackageInput, now = new Date()) {
  const packageId = parseId(input.packageId, 'packageId');
  const session = await ctx.session.get();
  if (!session) throw new DomainError(input.orderUuid ? 'EMPTY_ORDER' : 'NOT_FOUND', {}, input.orderUuid ? 'orderUuid' : 'packageId');
  const orderId = await ctx.db.transaction(async (tx) => {
    const order = await lockCartForWrite(tx, scope, session, input.orderUuid);
    ensureClientWaiting(ctx);
    const rows = order && (await cartRepository.loadCartRows(tx, order.id));
    const pkg = rows?.packages.find((p) => p.id === packageId);
    const shipment = rows?.shipments.find((s) => s.id === pkg?.shipmentId);
    if (!rows || !pkg || !shipment) throw new DomainError('NOT_FOUND', {}, 'packageId');
    const items = rows.items.filter((i) => i.packageId === pkg.id);
    const card = items.find(isCardItem);
    const type = shipment.deliveryType;
    const touched = new Set<number>(card ? [card.id] : []);
    const quantity = input.quantity === null || input.quantity === undefined ? pkg.quantity : checkQuantity(input.quantity, scope);
    const unitPrice = input.amount === null || input.amount === undefined || !card?.variation ? card?.unitPrice : checkAmount(input.amount, card.variation, card.kind as CardKind, scope);
    if (card) await cartWrites.updateItem(tx, card.id, { quantity, unitPrice });
    for (const item of items.filter((i) => i.kind === 'WRAPPER' || i.kind === 'DIGITAL_WRAPPER' || i.kind === 'GIFT_PACKING')) await cartWrites.updateItem(tx, item.id, { quantity });
    let address: ShipmentTarget['address'] | undefined;
    const receiverFields = { quantity } as Record<string, unknown>;
    if (given(input, 'receiver')) {
      if (!input.receiver && type === 'PHYSICAL') throw new DomainError('INVALID_INPUT', { reason: basketMessages(messagesIn(scope)).addressRequired }, 'receiver');
      const [receiver] = input.receiver ? checkReceivers([input.receiver], type, scope, () => 'receiver') : [null];
      if (receiver) requireAddress([receiver], type, scope, 'receiver.address');
      Object.assign(receiverFields, { receiverFirstName: receiver?.firstName ?? null, receiverLastName: receiver?.lastName ?? null, receiverEmail: receiver?.email ?? null });
      address = receiver?.address ?? undefined;
    }
    await cartWrites.updatePackage(tx, pkg.id, receiverFields);
    const sized = { id: pkg.id, quantity };
    if (given(input, 'wrapperId')) await cartWrites.replaceExtra(tx, rows.order.id, sized, items.find((i) => i.kind === 'WRAPPER' || i.kind === 'DIGITAL_WRAPPER'), input.wrapperId ? await checkWrapper(tx, scope, input.wrapperId, type) : null);
    if (given(input, 'giftPackingId')) await cartWrites.replaceExtra(tx, rows.order.id, sized, items.find((i) => i.kind === 'GIFT_PACKING'), input.giftPackingId ? await checkGiftPacking(tx, scope, input.giftPackingId, type) : null);
    if (given(input, 'personalMessage')) {
      const text = input.personalMessage === null || input.personalMessage === undefined ? null : checkPersonalMessage(input.personalMessage);
      await cartWrites.replaceExtra(tx, rows.order.id, sized, items.find((i) => i.kind === 'PERSONAL_MESSAGE'), text === null ? null : await messageExtra(tx, scope), text);
    }
    await placePackage(tx, rows, input, pkg.id, address, scope, now);
    await settleCart(tx, rows.order.id, scope, touched);
    return rows.order.id;
  });
  return { order: cartOrderSource(ctx.db, orderId, scope, now) };
}
