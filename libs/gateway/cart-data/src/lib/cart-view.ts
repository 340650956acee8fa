import { messagesIn, money, type GiftCardOrder, type StoreScope } from '@giftshop/gateway-core';
import type { ProductDto } from '@giftshop/gateway-catalogue-data';
import { cartLimits } from './cart-constants';
import { cardsPerItem, isCardItem, priceCart, type CartPricing } from './cart-pricing';
import type { CartItemRow, CartRows, PackageRow } from './cart.repository';
import { cartMessages } from './cart.messages';
import { toAddress, toExtraVariation, toVariation } from './cart-view-parts';
import { dispatchPlan } from './dispatch-plan';
import { packagesGroups } from './packages-groups';

export interface CartViewInput {
  rows: CartRows;
  scope: StoreScope;
  /** Products of the cart's lines by id, as the catalogue maps them. */
  products: Map<number, ProductDto>;
  now: Date;
}

type View = GiftCardOrder;

function cardItem(item: CartItemRow, input: CartViewInput, currency: string) {
  const product = item.productId === null ? undefined : input.products.get(item.productId);
  if (!item.variation || !product) return null;
  return {
    kind: item.kind,
    qty: item.quantity,
    price: money(item.unitPrice, currency),
    cardsPerItem: cardsPerItem(item.kind, item.unitPrice, cartLimits(currency)),
    variation: toVariation(item.variation),
    product,
  };
}

function extraItem(item: CartItemRow | undefined) {
  return item?.extra ? { qty: item.quantity, variation: toExtraVariation(item.extra) } : null;
}

function toPackage(pkg: PackageRow, items: CartItemRow[], input: CartViewInput, currency: string) {
  const card = items.find(isCardItem);
  const item = card ? cardItem(card, input, currency) : null;
  const message = items.find((i) => i.kind === 'PERSONAL_MESSAGE');
  return {
    id: pkg.id,
    receiver: pkg.receiverFirstName ? { firstName: pkg.receiverFirstName, lastName: pkg.receiverLastName, email: pkg.receiverEmail } : null,
    giftCardItem: card?.kind === 'BLANK_GIFT_CARD_PACK' ? null : item,
    emptyGiftCardItem: card?.kind === 'BLANK_GIFT_CARD_PACK' ? item : null,
    wrapperItem: extraItem(items.find((i) => i.kind === 'WRAPPER' || i.kind === 'DIGITAL_WRAPPER')),
    giftPacking: extraItem(items.find((i) => i.kind === 'GIFT_PACKING')),
    message: message?.extra ? { qty: message.quantity, text: message.messageText ?? '', variation: toExtraVariation(message.extra) } : null,
  };
}

function totals(pricing: CartPricing, rows: CartRows, currency: string, language: string) {
  const texts = cartMessages(language);
  const adjustments = rows.shipments
    .map((s) => pricing.shipmentCosts.get(s.id))
    .filter((cost) => cost !== undefined && cost.cost > 0)
    .map((cost) => ({ title: cost?.registeredPost ? texts.registeredPost : texts.shipping, adjustmentType: 'SHIPPING' as const, price: money(cost?.cost ?? 0, currency) }));
  return {
    subTotal: money(pricing.subTotal, currency),
    grandTotalWithoutTax: money(pricing.grandTotal, currency),
    grandTotal: money(pricing.grandTotal, currency),
    adjustments,
  };
}

/** The cart as the API shows it (spec §3 GiftCardOrder), from its rows; pure. */
export function buildCartView(input: CartViewInput): View {
  const { rows, scope, now } = input;
  const currency = rows.order.currency.trim();
  const pricing = priceCart(rows, cartLimits(currency));
  const itemsOf = (packageId: number) => rows.items.filter((i) => i.packageId === packageId);
  const shipments = rows.shipments.map((s) => {
    const deliveryTime = s.deliveryTime?.slice(0, 5) ?? null;
    // Dates fixed at fulfilment win over the plan from today's clock.
    const planned = dispatchPlan(now, scope.store, { deliveryType: s.deliveryType, deliveryDate: s.deliveryDate });
    const plan = s.dispatchDate ? { dispatchDate: s.dispatchDate, expectedDeliveryDate: s.expectedDeliveryDate, cutOffNear: false } : planned;
    const cost = pricing.shipmentCosts.get(s.id) ?? { registeredPost: false, cost: 0 };
    return {
      id: s.id,
      tag: s.tag,
      deliveryType: s.deliveryType,
      deliveryMode: s.deliveryMode,
      deliveryDate: s.deliveryDate,
      deliveryTime,
      deliveryAddress: s.address ? toAddress(s.address) : null,
      packages: rows.packages.filter((p) => p.shipmentId === s.id).map((p) => toPackage(p, itemsOf(p.id), input, currency)),
      registeredPost: cost.registeredPost,
      shippingCost: money(cost.cost, currency),
      ...plan,
    };
  });
  return {
    id: rows.order.id,
    version: rows.order.version,
    shipments,
    groupedTotals: {
      digitalTotal: { qty: pricing.digital.qty, price: money(pricing.digital.price, currency) },
      physicalTotal: { qty: pricing.physical.qty, price: money(pricing.physical.price, currency) },
      extra: money(pricing.extras, currency),
    },
    totals: totals(pricing, rows, currency, messagesIn(scope)),
    billingAddress: rows.billingAddress ? toAddress(rows.billingAddress) : null,
    packagesGroups: packagesGroups(rows, pricing, input),
  };
}
