import type { ShipmentList_ShipmentFragment } from '@giftshop/shared-graphql';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatDate } from '../dates';
import { checkoutUiMessages, type CheckoutUiMessages } from '../messages';
import styles from './shipment-list.module.css';

export interface ShipmentListProps {
  shipments: readonly ShipmentList_ShipmentFragment[];
}

type Address = NonNullable<ShipmentList_ShipmentFragment['deliveryAddress']>;

/** One line for an address: the name, then the postal lines in the country's order as the gateway writes them. */
export function addressLine(address: Address): string {
  return [`${address.firstName} ${address.lastName}`.trim(), ...address.postalLines].filter(Boolean).join(', ');
}

const receiverName = (receiver: { firstName: string; lastName?: string | null }) => [receiver.firstName, receiver.lastName].filter(Boolean).join(' ');

function deliveryMoment(shipment: ShipmentList_ShipmentFragment, m: CheckoutUiMessages['shipping'], locale: string): string[] {
  const date = (iso: string) => formatDate(iso, locale);
  if (shipment.deliveryType === 'DIGITAL') {
    if (!shipment.deliveryDate) return [m.digitalSoon];
    return [shipment.deliveryTime ? format(m.digitalAt, { date: date(shipment.deliveryDate), time: shipment.deliveryTime }) : format(m.digitalDate, { date: date(shipment.deliveryDate) })];
  }
  const lines = [format(m.dispatch, { date: date(shipment.dispatchDate) })];
  if (shipment.expectedDeliveryDate) lines.push(format(m.expected, { date: date(shipment.expectedDeliveryDate) }));
  return lines;
}

/** The checkout's shipping step: how and when each shipment of the cart travels (spec §9 dispatch rule). */
export function ShipmentList({ shipments }: ShipmentListProps) {
  const m = useMessages(checkoutUiMessages).shipping;
  const { locale } = useI18n();
  return (
    <ul className={styles.list}>
      {shipments.map((shipment) => (
        <li key={shipment.id} className={styles.shipment}>
          <h3 className={styles.title}>{shipment.deliveryType === 'DIGITAL' ? m.digital : m.physical}</h3>
          {shipment.deliveryAddress && <p className={styles.address}>{format(m.to, { address: addressLine(shipment.deliveryAddress) })}</p>}
          <ul className={styles.moments}>
            {deliveryMoment(shipment, m, locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className={styles.receiversLabel}>{m.receivers}</p>
          <ul className={styles.packages}>
            {shipment.packages.map((pkg) => {
              const item = pkg.giftCardItem ?? pkg.emptyGiftCardItem;
              return (
                <li key={pkg.id}>
                  {item && `${item.qty} × ${item.product.title}`}
                  {pkg.receiver && ` — ${receiverName(pkg.receiver)}${pkg.receiver.email ? ` (${pkg.receiver.email})` : ''}`}
                </li>
              );
            })}
          </ul>
          {shipment.registeredPost && <p className={styles.note}>{m.registeredPost}</p>}
          {shipment.cutOffNear && (
            <p className={styles.warning} role="note">
              {m.cutOffNear}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
