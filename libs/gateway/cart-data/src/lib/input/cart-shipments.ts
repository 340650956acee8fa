import * as cartWrites from '../cart-writes.repository';
import type { AddressRow, ShipmentRow } from '../cart.repository';
import type { Database } from '@giftshop/gateway-db';
import type { CheckedAddress } from './cart-input';
import type { DeliveryTypeName } from '../dispatch-plan';

export type CartShipment = ShipmentRow & { address: AddressRow | null };

export interface ShipmentTarget {
  deliveryType: DeliveryTypeName;
  deliveryMode: 'DEFAULT' | 'SINGLE' | 'SPLIT';
  date: string | null;
  time: string | null;
  /** Physical shipments only; a business redeem delivery may carry a reference printed on it. */
  address: (CheckedAddress & { referenceNumber?: string | null }) | null;
}

/** A stored delivery address as a shipment target, so a package can move to another moment at the same address. */
export function addressOf(row: AddressRow): CheckedAddress & { referenceNumber: string | null } {
  const { firstName, lastName, customerType, companyName, countryCode, postCode, houseNumber, suffix, street, city, administrativeArea, email, invoiceEmail, phoneNumber, addressLine1, addressLine2 } = row;
  return {
    ...{ firstName, lastName, customerType, companyName, countryCode, postCode, houseNumber, suffix, street, city, administrativeArea, email, invoiceEmail, phoneNumber, addressLine1, addressLine2 },
    referenceNumber: row.referenceNumber,
  };
}

const squash = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/\s+/g, '');

/** Two addresses are one destination when country, postcode, house number, street, town and delivery reference agree. */
function addressKey(a: Pick<AddressRow, 'countryCode' | 'postCode' | 'houseNumber' | 'suffix' | 'street' | 'city' | 'addressLine1'> & { referenceNumber?: string | null }): string {
  return [a.countryCode, a.postCode, a.houseNumber, a.suffix, a.street, a.city, a.addressLine1, a.referenceNumber].map(squash).join('|');
}

function matches(shipment: CartShipment, target: ShipmentTarget): boolean {
  if (shipment.deliveryType !== target.deliveryType || shipment.deliveryDate !== target.date) return false;
  if (target.deliveryType === 'DIGITAL') return (shipment.deliveryTime?.slice(0, 5) ?? null) === target.time;
  return shipment.address !== null && target.address !== null && addressKey(shipment.address) === addressKey(target.address);
}

/** Tags name shipments for the basket: `digital` (as soon as possible), `digital-<n>` (scheduled), `physical-<n>`. */
export function nextTag(shipments: Pick<CartShipment, 'tag'>[], target: Pick<ShipmentTarget, 'deliveryType' | 'date'>): string {
  const tags = new Set(shipments.map((s) => s.tag));
  if (target.deliveryType === 'DIGITAL' && !target.date && !tags.has('digital')) return 'digital';
  const prefix = target.deliveryType === 'DIGITAL' ? 'digital' : 'physical';
  let n = 1;
  while (tags.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/**
 * The shipment a package travels in: the cart's shipment with the same delivery type and moment (and, by post,
 * the same address), or a new one. `shipments` is the cart's list and gains the new shipment.
 */
export async function shipmentFor(tx: Database, orderId: string, shipments: CartShipment[], target: ShipmentTarget): Promise<CartShipment> {
  const found = shipments.find((s) => matches(s, target));
  if (found) return found;
  const address = target.address ? await cartWrites.insertAddress(tx, { ...target.address, kind: 'DELIVERY' }) : null;
  const row = await cartWrites.insertShipment(tx, {
    orderId,
    tag: nextTag(shipments, target),
    deliveryType: target.deliveryType,
    deliveryMode: target.deliveryMode,
    deliveryDate: target.date,
    deliveryTime: target.time,
    deliveryAddressId: address?.id ?? null,
  });
  const shipment = { ...row, address };
  shipments.push(shipment);
  return shipment;
}
