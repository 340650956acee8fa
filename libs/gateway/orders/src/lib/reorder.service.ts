import { eq } from 'drizzle-orm';
import { DomainError, messagesIn, toErrorEntry, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import {
  addressOf,
  cartOrderSource,
  cartRepository,
  cartWrites,
  checkAmount,
  checkVariation,
  isCardItem,
  kindOf,
  lockCartForWrite,
  settleCart,
  shipmentFor,
  type CartRows,
  type ExtraRow,
} from '@giftshop/gateway-cart-data';
import { orders, type Database } from '@giftshop/gateway-db';

/** Extras of an earlier package the store still offers; one it no longer offers is left out. */
async function currentExtras(db: Database, scope: StoreScope, items: CartRows['items']) {
  const extras: { extra: ExtraRow; quantity: number; messageText: string | null }[] = [];
  for (const item of items) {
    if (isCardItem(item) || !item.extraId) continue;
    const extra = await cartRepository.findStoreExtra(db, scope.store.id, item.extraId);
    if (extra && extra.kind === item.kind) extras.push({ extra, quantity: item.quantity, messageText: item.messageText });
  }
  return extras;
}

/**
 * What of an earlier order can go into the cart again: each package whose product and value the store still sells,
 * with the same receivers, address and extras, delivered as soon as possible. A package whose product is no longer
 * sold is skipped with REORDER_PRODUCT_UNAVAILABLE on `packages.<n>` (its position in the order).
 */
async function planReorder(db: Database, scope: StoreScope, rows: CartRows) {
  const plan = [];
  const skipped: DomainError[] = [];
  for (const [index, pkg] of rows.packages.entries()) {
    const items = rows.items.filter((i) => i.packageId === pkg.id);
    const card = items.find(isCardItem);
    const shipment = rows.shipments.find((s) => s.id === pkg.shipmentId);
    if (!card || !shipment) continue;
    try {
      const found = checkVariation(card.variationId ? await cartRepository.findStoreVariation(db, scope.store.id, card.variationId) : null, shipment.deliveryType, scope);
      const kind = kindOf(found.product);
      const unitPrice = checkAmount(card.unitPrice, found.variation, kind, scope);
      plan.push({ pkg, shipment, found, kind, unitPrice, quantity: card.quantity, extras: await currentExtras(db, scope, items) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push(new DomainError('REORDER_PRODUCT_UNAVAILABLE', { title: card.product?.title ?? '' }, `packages.${index}`));
    }
  }
  return { plan, skipped };
}

/**
 * Reorder (spec §1, §6): the packages of one of the logged-in customer's placed orders go into the cart again,
 * which becomes a REORDER. The cart's rules are checked on the result as for addToCart; the packages that could
 * not be added come back as errors beside the cart.
 */
export async function reorder(ctx: GatewayContext, scope: StoreScope, orderUuid: string, now = new Date()) {
  const session = await ctx.session.get();
  if (!session?.userId || session.storeId !== scope.store.id) throw new DomainError('NOT_LOGGED_IN');
  const rows = await cartRepository.loadCartRows(ctx.db, orderUuid);
  if (!rows || rows.order.storeId !== scope.store.id || rows.order.userId !== session.userId || rows.order.status === 'CART') {
    throw new DomainError('NOT_FOUND', {}, 'orderUuid');
  }
  const { plan, skipped } = await planReorder(ctx.db, scope, rows);
  const language = scope.language.languageCode;
  const skippedErrors = skipped.map((e) => toErrorEntry(e, messagesIn(scope)));
  if (!plan.length) {
    const cart = session.cartOrderId ? await cartRepository.findOrder(ctx.db, session.cartOrderId) : null;
    return { order: cart?.status === 'CART' ? cartOrderSource(ctx.db, cart.id, scope, now) : null, skipped: skippedErrors };
  }

  const orderId = await ctx.db.transaction(async (tx) => {
    let cart = await lockCartForWrite(tx, scope, session, null);
    cart ??= await cartWrites.insertCartOrder(tx, { storeId: scope.store.id, languageCode: language, currency: scope.store.currency, userId: session.userId }, session.idHash);
    const shipments = (await cartRepository.loadCartRows(tx, cart.id))?.shipments ?? [];
    const touched = new Set<number>();
    for (const line of plan) {
      const target = {
        deliveryType: line.shipment.deliveryType,
        deliveryMode: line.shipment.deliveryMode,
        date: null,
        time: null,
        address: line.shipment.deliveryType === 'PHYSICAL' && line.shipment.address ? addressOf(line.shipment.address) : null,
      };
      const shipment = await shipmentFor(tx, cart.id, shipments, target);
      const pkg = await cartWrites.insertPackage(tx, {
        shipmentId: shipment.id,
        quantity: line.pkg.quantity,
        receiverFirstName: line.pkg.receiverFirstName,
        receiverLastName: line.pkg.receiverLastName,
        receiverEmail: line.pkg.receiverEmail,
      });
      const items = await cartWrites.insertItems(tx, [
        { orderId: cart.id, packageId: pkg.id, kind: line.kind, productId: line.found.product.id, variationId: line.found.variation.id, quantity: line.quantity, unitPrice: line.unitPrice, currency: line.found.variation.currency },
        ...line.extras.map((e) => cartWrites.extraLine(cart.id, pkg.id, e.extra, e.quantity, e.messageText)),
      ]);
      for (const item of items) if (isCardItem(item)) touched.add(item.id);
    }
    await tx.update(orders).set({ orderType: 'REORDER' }).where(eq(orders.id, cart.id));
    await settleCart(tx, cart.id, scope, touched);
    return cart.id;
  });
  return { order: cartOrderSource(ctx.db, orderId, scope, now), skipped: skippedErrors };
}
