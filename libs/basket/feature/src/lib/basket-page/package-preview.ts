import type { PackageGroupData, PackagePreviewData } from '@giftshop/basket-ui';
import { formatDate } from '@giftshop/basket-ui';
import { format } from '@giftshop/util-i18n';
import { itemOf, type Package, type Shipment, type ViewText } from './basket-view';

function delivery(shipment: Shipment, text: ViewText): string {
  const m = text.ui.shipment;
  if (shipment.deliveryType === 'DIGITAL') {
    return shipment.deliveryDate ? format(m.digitalScheduled, { date: formatDate(shipment.deliveryDate, text.locale), time: shipment.deliveryTime ?? '' }) : m.digitalAsap;
  }
  return format(m.dispatch, { date: formatDate(shipment.dispatchDate, text.locale) });
}

/** What the package item preview shows of a package. */
export function packagePreview(group: PackageGroupData, shipment: Shipment, pkg: Package, text: ViewText): PackagePreviewData {
  const item = itemOf(pkg);
  return {
    title: item?.product.title ?? group.receiverTitle,
    previews: group.previews,
    amount: item ? { minorUnits: item.price.minorUnits, currency: item.price.currency } : group.totalPrice,
    quantity: item?.qty ?? 1,
    receiver: pkg.receiver ? `${group.receiverTitle}, ${group.receiverDescription}` : text.messages.package.noReceiver,
    delivery: delivery(shipment, text),
    wrapper: pkg.wrapperItem?.variation.title ?? null,
    giftPacking: pkg.giftPacking?.variation.title ?? null,
    message: pkg.message?.text ?? null,
  };
}
