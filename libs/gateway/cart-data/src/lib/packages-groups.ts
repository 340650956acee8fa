import { messagesIn, money } from '@giftshop/gateway-core';
import { isCardItem, type CartPricing } from './cart-pricing';
import type { AddressRow, CartRows, PackageRow, ShipmentRow } from './cart.repository';
import { addressPostalLines } from './cart-view-parts';
import { format } from '@giftshop/util-i18n/core';
import { cartMessages, formatDate, formatMoney, type CartMessages } from './cart.messages';
import type { CartViewInput } from './cart-view';

function deliveryMoment(shipment: ShipmentRow, texts: CartMessages, locale: string): string {
  if (!shipment.deliveryDate) return texts.sentAsap;
  const date = formatDate(shipment.deliveryDate, locale);
  return shipment.deliveryTime ? format(texts.sentOnAt, { date, time: shipment.deliveryTime.slice(0, 5) }) : format(texts.sentOn, { date });
}

/** Who gets the package and how: e-mail address (with a scheduled moment), or postal address. */
function receiverDescription(pkg: PackageRow, shipment: ShipmentRow & { address: AddressRow | null }, texts: CartMessages, locale: string): string {
  if (shipment.deliveryType === 'PHYSICAL') return shipment.address ? addressPostalLines(shipment.address).join(', ') : '';
  const moment = deliveryMoment(shipment, texts, locale);
  if (!pkg.receiverEmail) return moment;
  return shipment.deliveryDate ? `${pkg.receiverEmail} · ${moment}` : pkg.receiverEmail;
}

/** One basket entry per package, shipment by shipment, with the art of each of its cards. */
export function packagesGroups(rows: CartRows, pricing: CartPricing, input: CartViewInput) {
  const { scope } = input;
  const texts = cartMessages(messagesIn(scope));
  const locale = scope.language.locale;
  const currency = rows.order.currency.trim();
  return rows.shipments.flatMap((shipment) =>
    rows.packages
      .filter((p) => p.shipmentId === shipment.id)
      .map((pkg) => {
        const card = rows.items.find((i) => i.packageId === pkg.id && isCardItem(i));
        const product = card?.productId ? input.products.get(card.productId) : undefined;
        const preview = product && card
          ? { image: product.image, color: product.backgroundColor, productLabel: format(texts.productLabel, { title: product.title, price: formatMoney(card.unitPrice, currency, locale) }) }
          : null;
        const name = [pkg.receiverFirstName, pkg.receiverLastName].filter(Boolean).join(' ');
        return {
          cardsPreviews: preview ? Array.from({ length: pkg.quantity }, () => preview) : [],
          tag: shipment.tag,
          packageId: pkg.id,
          receiverTitle: name || texts.receiverNone,
          receiverDescription: receiverDescription(pkg, shipment, texts, locale),
          totalPrice: money(pricing.packageTotals.get(pkg.id) ?? 0, currency),
        };
      }),
  );
}
