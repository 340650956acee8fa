import type { Basket_OrderFragment } from '@giftshop/shared-graphql';
import type { BasketTotalsData, BasketUiMessages, PackageGroupData, ShipmentData } from '@giftshop/basket-ui';
import { format } from '@giftshop/util-i18n';
import { describeCardSplit, formatMoney } from '@giftshop/util-money';
import type { BasketMessages } from '../messages';

export type Order = Basket_OrderFragment;
export type Shipment = Order['shipments'][number];
export type Package = Shipment['packages'][number];
type Address = NonNullable<Shipment['deliveryAddress']>;

export interface ViewText {
  messages: BasketMessages;
  ui: BasketUiMessages;
  locale: string;
}

const money = (value: { minorUnits: number; currency: string }) => ({ minorUnits: value.minorUnits, currency: value.currency });

/** An address on one line in its country's order, as the gateway writes it: "10 Downing Street, London, SW1A 1AA". */
export const addressLine = (address: Address): string => address.postalLines.join(', ');

/** The card, donation or blank pack line of a package. */
export const itemOf = (pkg: Package) => pkg.giftCardItem ?? pkg.emptyGiftCardItem;

/** A gift card above the card maximum (the gateway's cardsPerItem > 1) says how it is sent: "Sent as 3 cards: £150, £150 and £100". */
function splitLine(item: NonNullable<ReturnType<typeof itemOf>>, text: ViewText): string[] {
  if (item.kind !== 'GIFT_CARD' || item.cardsPerItem <= 1) return [];
  const split = describeCardSplit(item.price.minorUnits, (minorUnits) => formatMoney({ minorUnits, currency: item.price.currency }, text.locale, { wholeWhenRound: true }), text.locale);
  const m = text.messages.package;
  return split ? [format(item.qty > 1 ? m.splitEach : m.split, split)] : [];
}

/** What a package holds, one line each: the cards (and how a card above the maximum is split), wrapper, gift packing and message. */
export function packageLines(pkg: Package, text: ViewText): string[] {
  const item = itemOf(pkg);
  const m = text.messages.package;
  return [
    ...(item ? [format(text.ui.itemLine, { count: item.qty, title: item.product.title, price: formatMoney(money(item.price), text.locale) }), ...splitLine(item, text)] : []),
    ...(pkg.wrapperItem ? [format(m.wrapper, { title: pkg.wrapperItem.variation.title })] : []),
    ...(pkg.giftPacking ? [format(m.giftPacking, { title: pkg.giftPacking.variation.title })] : []),
    ...(pkg.message ? [format(m.message, { text: pkg.message.text })] : []),
  ];
}

/** The package a group stands for, with its shipment. */
export function findPackage(order: Order, tag: string, packageId: string): { shipment: Shipment; pkg: Package } | null {
  for (const shipment of order.shipments) {
    if (shipment.tag !== tag) continue;
    const pkg = shipment.packages.find((p) => String(p.id) === String(packageId));
    if (pkg) return { shipment, pkg };
  }
  return null;
}

function groupsOf(order: Order, shipment: Shipment, text: ViewText): PackageGroupData[] {
  return order.packagesGroups
    .filter((group) => group.tag === shipment.tag)
    .map((group) => {
      const pkg = shipment.packages.find((p) => String(p.id) === String(group.packageId));
      return {
        tag: group.tag,
        packageId: String(group.packageId),
        receiverTitle: group.receiverTitle,
        receiverDescription: group.receiverDescription,
        totalPrice: money(group.totalPrice),
        previews: group.cardsPreviews.map((preview) => ({ imageUrl: preview.image.url.href, imageAlt: preview.image.alt, color: preview.color.color, label: preview.productLabel })),
        lines: pkg ? packageLines(pkg, text) : [],
        missingReceiver: pkg ? pkg.receiver === null : false,
      };
    });
}

/** The basket page's view of the cart: shipments with their packages, grouped by tag, and the totals. */
export function basketView(order: Order, text: ViewText): { shipments: ShipmentData[]; totals: BasketTotalsData; missingReceivers: boolean } {
  const shipments = order.shipments.map((shipment) => ({
    id: String(shipment.id),
    tag: shipment.tag,
    deliveryType: shipment.deliveryType,
    address: shipment.deliveryAddress ? addressLine(shipment.deliveryAddress) : null,
    deliveryDate: shipment.deliveryDate,
    deliveryTime: shipment.deliveryTime,
    dispatchDate: shipment.dispatchDate,
    expectedDeliveryDate: shipment.expectedDeliveryDate,
    registeredPost: shipment.registeredPost,
    shippingCost: money(shipment.shippingCost),
    cutOffNear: shipment.cutOffNear,
    groups: groupsOf(order, shipment, text),
  }));
  const { digitalTotal, physicalTotal, extra } = order.groupedTotals;
  const totals: BasketTotalsData = {
    digital: { qty: digitalTotal.qty, price: money(digitalTotal.price) },
    physical: { qty: physicalTotal.qty, price: money(physicalTotal.price) },
    extras: money(extra),
    subTotal: money(order.totals.subTotal),
    adjustments: order.totals.adjustments.map((adjustment) => ({ title: adjustment.title, price: money(adjustment.price) })),
    grandTotal: money(order.totals.grandTotal),
  };
  const missingReceivers = order.shipments.some((shipment) => shipment.packages.some((pkg) => pkg.receiver === null));
  return { shipments, totals, missingReceivers };
}

/** An empty cart shows the empty state. */
export const isEmpty = (order: Order | null) => !order || order.shipments.every((shipment) => shipment.packages.length === 0);
