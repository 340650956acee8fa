import { type AddToCartInput, DomainError, ensureClientWaiting, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { CARD_LIMIT, cartOrderSource, createDigitalCart, cartRepository, cartWrites, checkAmount, checkDeliveryMoment, checkGiftPacking, checkPersonalMessage, checkQuantity, checkReceivers, checkVariation, checkWrapper, isCardItem, kindOf, lockCartForWrite, messageExtra, parseId, requireAddress, settleCart, shipmentFor } from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';
import { createCart } from './cart-session';

/** Everything of an addToCart request, checked before anything is written. */
async function checkAddInput(db: Database, scope: StoreScope, input: AddToCartInput, now: Date) {
  const found = checkVariation(await cartRepository.findStoreVariation(db, scope.store.id, parseId(input.variationId, 'variationId')), input.deliveryType, scope);
  const kind = kindOf(found.product);
  const unitPrice = checkAmount(input.amount, found.variation, kind, scope);
  const quantity = checkQuantity(input.quantity ?? 1, scope);
  const mode = input.deliveryMode ?? 'DEFAULT';
  // Each receiver gets a package of `quantity` cards: refuse an impossible count before checking every receiver.
  const packages = mode === 'SINGLE' ? 1 : Math.max(1, input.receivers?.length ?? 0);
  if (packages * quantity > CARD_LIMIT) throw new DomainError('CARD_LIMIT', {}, 'quantity');
  const all = checkReceivers(input.receivers ?? [], input.deliveryType, scope, (i) => `receivers.${i}`);
  const receivers = mode === 'SINGLE' ? all.slice(0, 1) : all;
  requireAddress(receivers, input.deliveryType, scope, 'receivers');
  const moment = checkDeliveryMoment(input.deliveryDate ?? null, input.deliveryTime ?? null, input.deliveryType, scope, now);
  const wrapper = input.wrapperId ? await checkWrapper(db, scope, input.wrapperId, input.deliveryType) : null;
  const giftPacking = input.giftPackingId ? await checkGiftPacking(db, scope, input.giftPackingId, input.deliveryType) : null;
  const message = input.personalMessage === null || input.personalMessage === undefined ? null : { text: checkPersonalMessage(input.personalMessage), extra: await messageExtra(db, scope) };
  return { ...found, kind, unitPrice, quantity, mode, receivers, moment, wrapper, giftPacking, message };
}

/**
 * Adds a card, donation or blank pack: one package per receiver (one without a receiver when none is given;
 * SINGLE keeps the first receiver only), each of `quantity` cards with the chosen extras, in the shipment of its
 * delivery type, moment and address. One transaction; the order rules are checked on the result.
 */
export async function addToCart(ctx: GatewayContext, scope: StoreScope, input: AddToCartInput, now = new Date()) {
  const line = await checkAddInput(ctx.db, scope, input, now);
  // A first digital package for one receiver is written by one statement, which also inserts a session made here.
  const firstCartStatement = input.deliveryType === 'DIGITAL' && line.receivers.length <= 1 && !input.orderUuid;
  const session = await ctx.session.ensure(scope.store.id, { insertedByCaller: firstCartStatement });
  // A session this request created, still without a cart: no other request knows its token, nothing to lock.
  const fresh = ctx.session.isNew() && !session.cartOrderId && !input.orderUuid;
  if (fresh && firstCartStatement) {
    ensureClientWaiting(ctx);
    const created = await createDigitalCart(ctx.db, scope, session, {
      deliveryMode: line.mode,
      ...line.moment,
      quantity: line.quantity,
      receiver: line.receivers[0] ?? null,
      card: { kind: line.kind, product: line.product, variation: line.variation, unitPrice: line.unitPrice },
      extras: [
        ...(line.wrapper ? [{ extra: line.wrapper, quantity: line.quantity, messageText: null }] : []),
        ...(line.giftPacking ? [{ extra: line.giftPacking, quantity: line.quantity, messageText: null }] : []),
        ...(line.message ? [{ extra: line.message.extra, quantity: 1, messageText: line.message.text }] : []),
      ],
    });
    session.cartOrderId = created.id;
    session.data.orderIds = [...(session.data.orderIds ?? []), created.id];
    return { order: cartOrderSource(ctx.db, created.id, scope, now, created.version) };
  }
  const { orderId, version } = await ctx.db.transaction(async (tx) => {
    const existing = fresh ? null : await lockCartForWrite(tx, scope, session, input.orderUuid);
    ensureClientWaiting(ctx);
    const order = existing ?? (await createCart(tx, scope, session));
    const shipments = existing ? ((await cartRepository.loadCartRows(tx, order.id))?.shipments ?? []) : [];
    const touched = new Set<number>();
    for (const receiver of line.receivers.length ? line.receivers : [null]) {
      const shipment = await shipmentFor(tx, order.id, shipments, { deliveryType: input.deliveryType, deliveryMode: line.mode, ...line.moment, address: receiver?.address ?? null });
      const pkg = {
        shipmentId: shipment.id,
        quantity: line.quantity,
        receiverFirstName: receiver?.firstName ?? null,
        receiverLastName: receiver?.lastName ?? null,
        receiverEmail: receiver?.email ?? null,
      };
      // Extras name their package once it exists: the statement fills in the package id.
      const { items } = await cartWrites.insertPackageWithItems(tx, pkg, [
        { orderId: order.id, kind: line.kind, productId: line.product.id, variationId: line.variation.id, quantity: line.quantity, unitPrice: line.unitPrice, currency: line.variation.currency },
        ...(line.wrapper ? [cartWrites.extraLine(order.id, 0, line.wrapper, line.quantity)] : []),
        ...(line.giftPacking ? [cartWrites.extraLine(order.id, 0, line.giftPacking, line.quantity)] : []),
        ...(line.message ? [cartWrites.extraLine(order.id, 0, line.message.extra, 1, line.message.text)] : []),
      ]);
      for (const item of items) if (isCardItem(item)) touched.add(item.id);
    }
    const settled = await settleCart(tx, order.id, scope, touched);
    return { orderId: order.id, version: settled.version };
  });
  return { order: cartOrderSource(ctx.db, orderId, scope, now, version) };
}
