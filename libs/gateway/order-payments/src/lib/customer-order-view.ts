import { asc, eq } from 'drizzle-orm';
import { DomainError, messagesIn, money, type StoreScope } from '@giftshop/gateway-core';
import { adjustments, type Database } from '@giftshop/gateway-db';
import { maskCardNumber, orderCardRefunds } from '@giftshop/gateway-cards-data';
import { paymentMethodTitle } from './payment-method-titles';
import { cartRepository, dispatchPlan, toAddress, type CartRows, type DispatchPlace } from '@giftshop/gateway-cart-data';

const CARD_KINDS = new Set(['GIFT_CARD', 'DONATION', 'BLANK_GIFT_CARD_PACK']);

function customerItems(rows: CartRows, place: DispatchPlace, placedAt: Date) {
  const currency = rows.order.currency.trim();
  return rows.packages.flatMap((pkg) => {
    const items = rows.items.filter((i) => i.packageId === pkg.id);
    const card = items.find((i) => CARD_KINDS.has(i.kind));
    const shipment = rows.shipments.find((s) => s.id === pkg.shipmentId);
    if (!card || !shipment) return [];
    const wrapper = items.find((i) => i.kind === 'WRAPPER' || i.kind === 'DIGITAL_WRAPPER');
    const packing = items.find((i) => i.kind === 'GIFT_PACKING');
    const message = items.find((i) => i.kind === 'PERSONAL_MESSAGE');
    const receiverName = pkg.receiverFirstName ?? shipment.address?.firstName ?? null;
    const plan = dispatchPlan(placedAt, place, { deliveryType: shipment.deliveryType, deliveryDate: shipment.deliveryDate });
    return [
      {
        kind: card.kind,
        variationId: card.variationId === null ? null : String(card.variationId),
        productTitle: card.product?.title ?? '',
        price: money(card.unitPrice, currency),
        count: card.quantity,
        receivers: receiverName
          ? [{ firstName: receiverName, lastName: pkg.receiverLastName ?? shipment.address?.lastName ?? null, email: pkg.receiverEmail }]
          : [],
        personalNote: message?.messageText ?? null,
        wrapper: wrapper?.extra?.title ?? null,
        extraPacking: packing?.extra?.title ?? null,
        deliveryType: shipment.deliveryType,
        deliveryDate: shipment.deliveryDate,
        deliveryTime: shipment.deliveryTime?.slice(0, 5) ?? null,
        promotionAmount: card.promotionAmount > 0 ? money(card.promotionAmount, currency) : null,
        dispatchDate: shipment.dispatchDate ?? plan.dispatchDate,
        expectedDeliveryDate: shipment.expectedDeliveryDate ?? plan.expectedDeliveryDate,
      },
    ];
  });
}

export type CustomerOrderView = Awaited<ReturnType<typeof customerOrderView>>;

/**
 * A placed order of the store as its customer sees it (confirmation page, account orders, invoice). Carts (not
 * placed yet) are not found; callers decide who may see it. Totals are the ones frozen at placement.
 */
export async function customerOrderView(db: Database, scope: StoreScope, orderId: string, field = 'uuid') {
  const rows = await cartRepository.loadCartRows(db, orderId);
  const order = rows?.order;
  if (!rows || !order || order.storeId !== scope.store.id || order.status === 'CART' || !order.placedAt) throw new DomainError('NOT_FOUND', {}, field);
  const currency = order.currency.trim();
  const adjustmentRows = await db.select().from(adjustments).where(eq(adjustments.orderId, order.id)).orderBy(asc(adjustments.id));
  const shipping = adjustmentRows.filter((a) => a.adjustmentType === 'SHIPPING').reduce((sum, a) => sum + a.amount, 0);
  const extras = rows.items.filter((i) => !CARD_KINDS.has(i.kind)).reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  const types = new Set(rows.shipments.map((s) => s.deliveryType));
  return {
    id: order.id,
    uuid: order.id,
    referenceNumber: order.referenceNumber,
    orderType: order.orderType,
    status: order.status as 'PENDING' | 'COMPLETED' | 'CANCELED',
    items: customerItems(rows, scope.store, order.placedAt),
    deliveryType: types.size === 1 ? [...types][0] : null,
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: order.paymentMethod ? paymentMethodTitle(messagesIn(scope), order.paymentMethod) : null,
    orderDate: order.placedAt.toISOString(),
    totals: {
      subTotal: money(order.subTotal, currency),
      grandTotalWithoutTax: money(order.grandTotal, currency),
      grandTotal: money(order.grandTotal, currency),
      adjustments: adjustmentRows.map((a) => ({ title: a.title, adjustmentType: a.adjustmentType as 'SHIPPING', price: money(a.amount, a.currency.trim()) })),
    },
    serviceFee: money(0, currency),
    shippingCosts: money(shipping, currency),
    extras: money(extras, currency),
    billingAddress: rows.billingAddress ? toAddress(rows.billingAddress) : null,
    giftCardPayments: (await orderCardRefunds(db, order.id)).map((card) => ({
      maskedNumber: maskCardNumber(card.number),
      amount: money(card.amount, card.currency),
      balance: money(card.balance, card.currency),
      refunded: card.refunded,
    })),
  };
}
