import type { UpdateCartPackageInput } from '@giftshop/shared-graphql';
import {
  amountValues,
  chosenAmount,
  deliveryMoment,
  emptyReceiver,
  initialDeliveryValues,
  toReceiverInput,
  type AmountOptions,
  type DeliveryType,
  type PackageValues,
  type ReceiverValues,
} from '@giftshop/basket-ui';
import { itemOf, type Package, type Shipment } from './basket-view';

type Item = NonNullable<ReturnType<typeof itemOf>>;

/** A product's variation with its price configuration (BasketProductPricesQuery). */
export interface PricedVariation {
  id: string;
  variationType: string;
  config: {
    hasFixedPrices: boolean;
    pricesToShow: { minorUnits: number }[];
    minPrice: { minorUnits: number } | null;
    maxPrice: { minorUnits: number } | null;
  };
}

/** The prices the package's variation offers; only its current amount when the product no longer has it. */
export function amountOptionsOf(item: Item, variations: readonly PricedVariation[]): AmountOptions {
  const variation = variations.find((v) => String(v.id) === String(item.variation.id)) ?? variations.find((v) => v.variationType === item.variation.variationType);
  const config = variation?.config;
  if (!config) return { fixedValues: [item.price.minorUnits], custom: null };
  return {
    fixedValues: config.hasFixedPrices ? config.pricesToShow.map((price) => price.minorUnits) : [],
    custom: config.minPrice && config.maxPrice ? { min: config.minPrice.minorUnits, max: config.maxPrice.minorUnits } : null,
  };
}

function receiverValues(shipment: Shipment, pkg: Package, countryCode: string): ReceiverValues {
  const receiver = pkg.receiver;
  const address = shipment.deliveryAddress;
  const base = emptyReceiver(address?.countryCode ?? countryCode);
  if (shipment.deliveryType === 'DIGITAL') {
    return { ...base, firstName: receiver?.firstName ?? '', lastName: receiver?.lastName ?? '', email: receiver?.email ?? '', confirmEmail: receiver?.email ?? '' };
  }
  return {
    ...base,
    firstName: receiver?.firstName ?? address?.firstName ?? '',
    lastName: receiver?.lastName ?? address?.lastName ?? '',
    postCode: address?.postCode ?? '',
    houseNumber: address?.houseNumber ?? '',
    suffix: address?.suffix ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
  };
}

/** The edit form's starting point: the package as it is in the basket. */
export function editValues(shipment: Shipment, pkg: Package, countryCode: string, options: AmountOptions): PackageValues {
  const item = itemOf(pkg);
  return {
    ...initialDeliveryValues(countryCode),
    ...(item ? amountValues(options, item.price.minorUnits) : { amount: '', customAmount: '' }),
    quantity: String(item?.qty ?? 1),
    receivers: [receiverValues(shipment, pkg, countryCode)],
    when: shipment.deliveryDate ? 'LATER' : 'NOW',
    deliveryDate: shipment.deliveryDate ?? '',
    deliveryTime: shipment.deliveryTime ?? initialDeliveryValues(countryCode).deliveryTime,
    wrapperId: pkg.wrapperItem ? String(pkg.wrapperItem.variation.id) : '',
    giftPacking: Boolean(pkg.giftPacking),
    addMessage: Boolean(pkg.message),
    personalMessage: pkg.message?.text ?? '',
  };
}

/** updateCartPackage's input: every part of the package as the form holds it; removed extras are sent as null. */
export function toUpdateInput(packageId: string, values: PackageValues, deliveryType: DeliveryType, giftPackingId: string | null): UpdateCartPackageInput {
  return {
    packageId,
    amount: chosenAmount(values),
    quantity: Number(values.quantity),
    receiver: toReceiverInput(values.receivers[0], deliveryType),
    ...deliveryMoment(values, deliveryType),
    wrapperId: values.wrapperId || null,
    giftPackingId: values.giftPacking ? giftPackingId : null,
    personalMessage: values.addMessage ? values.personalMessage.trim() : null,
  };
}

const RECEIVER_FIELDS: Record<DeliveryType, (keyof ReceiverValues)[]> = {
  DIGITAL: ['firstName', 'lastName', 'email'],
  PHYSICAL: ['firstName', 'lastName', 'countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'city'],
};

/** Whether the form names someone else than the package's receiver (case and spaces aside). */
export function receiverChanged(before: ReceiverValues, after: ReceiverValues, deliveryType: DeliveryType): boolean {
  const norm = (text: string) => text.trim().toLowerCase();
  return RECEIVER_FIELDS[deliveryType].some((field) => norm(before[field]) !== norm(after[field]));
}

/** A receiver for people: "Alex Morgan (alex@example.com)" or "Sam Taylor". */
export function receiverName(receiver: ReceiverValues, deliveryType: DeliveryType): string {
  const name = [receiver.firstName, receiver.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
  return deliveryType === 'DIGITAL' && receiver.email.trim() ? `${name} (${receiver.email.trim()})` : name;
}
