import type { ReactNode } from 'react';
import { Button, Price } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { basketUiMessages, type BasketUiMessages } from '../messages';
import type { ShipmentData } from './basket-data';
import { formatDate } from './format-date';
import styles from './basket.module.css';

export interface ShipmentSectionProps {
  shipment: Omit<ShipmentData, 'groups'>;
  /** Shown when several packages share the shipment: clears their receivers after a confirmation. */
  onResetReceivers?: () => void;
  children: ReactNode;
}

function deliveryLines(shipment: ShipmentSectionProps['shipment'], m: BasketUiMessages['shipment'], locale: string) {
  const date = (iso: string) => formatDate(iso, locale);
  if (shipment.deliveryType === 'DIGITAL') {
    if (shipment.deliveryDate) return [format(m.digitalScheduled, { date: date(shipment.deliveryDate), time: shipment.deliveryTime ?? '' })];
    return [m.digitalAsap];
  }
  return [format(m.dispatch, { date: date(shipment.dispatchDate) }), ...(shipment.expectedDeliveryDate ? [format(m.expected, { date: date(shipment.expectedDeliveryDate) })] : [])];
}

/** A shipment of the basket (grouped by tag): how and when it travels, then its packages. */
export function ShipmentSection({ shipment, onResetReceivers, children }: ShipmentSectionProps) {
  const m = useMessages(basketUiMessages).shipment;
  const { locale } = useI18n();
  const physical = shipment.deliveryType === 'PHYSICAL';
  const heading = physical ? format(m.physical, { address: shipment.address ?? '' }) : m.digital;
  return (
    <section className={styles.shipment} aria-label={heading}>
      <header className={styles.shipmentHeader}>
        <h2 className={styles.shipmentHeading}>{heading}</h2>
        <ul className={styles.shipmentFacts}>
          {deliveryLines(shipment, m, locale).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {physical && shipment.registeredPost && <li>{m.registeredPost}</li>}
          {physical && (
            <li>
              {m.shipping}: {shipment.shippingCost.minorUnits > 0 ? <Price value={shipment.shippingCost} /> : m.free}
            </li>
          )}
        </ul>
        {physical && shipment.cutOffNear && (
          <p className={styles.warning} role="note">
            {m.cutOffNear}
          </p>
        )}
        {onResetReceivers && (
          <Button variant="link" onClick={onResetReceivers}>
            {m.resetReceivers}
          </Button>
        )}
      </header>
      <div className={styles.groups}>{children}</div>
    </section>
  );
}
