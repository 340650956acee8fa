import type { MoneyValue } from '@giftshop/util-money';
import type { DeliveryType } from '../delivery-form/delivery-values';

/** Card art of one card in a basket group. */
export interface CardPreviewData {
  imageUrl: string;
  imageAlt: string;
  /** The product's colour behind the art. */
  color: string | null;
  /** Product title with value, e.g. "Harbour & Pine £25". */
  label: string;
}

/** One package as the basket lists it (PackagesGroup). */
export interface PackageGroupData {
  tag: string;
  packageId: string;
  receiverTitle: string;
  receiverDescription: string;
  totalPrice: MoneyValue;
  previews: CardPreviewData[];
  /** What is in it: the card line, wrapper, packing, message. */
  lines: string[];
  /** No receiver yet (after resetting the receivers): checkout waits for one. */
  missingReceiver: boolean;
}

/** Packages travelling together, with the dispatch rule's dates. */
export interface ShipmentData {
  id: string;
  tag: string;
  deliveryType: DeliveryType;
  /** One line; physical shipments only. */
  address: string | null;
  /** ISO date chosen by the shopper; null: as soon as possible. */
  deliveryDate: string | null;
  deliveryTime: string | null;
  dispatchDate: string;
  expectedDeliveryDate: string | null;
  registeredPost: boolean;
  shippingCost: MoneyValue;
  cutOffNear: boolean;
  groups: PackageGroupData[];
}

export interface GroupTotalData {
  qty: number;
  price: MoneyValue;
}

export interface BasketTotalsData {
  digital: GroupTotalData;
  physical: GroupTotalData;
  extras: MoneyValue;
  subTotal: MoneyValue;
  adjustments: { title: string; price: MoneyValue }[];
  grandTotal: MoneyValue;
}

/** What the package item preview shows. */
export interface PackagePreviewData {
  title: string;
  previews: CardPreviewData[];
  amount: MoneyValue;
  quantity: number;
  receiver: string;
  delivery: string;
  wrapper: string | null;
  giftPacking: string | null;
  message: string | null;
}
