import type { AddressInput, RedeemPackageInput, RedeemPackageModal_ProductFragment, ReceiverInput, UpdateRedeemPackageInput } from '@giftshop/shared-graphql';

export type RedeemDelivery = 'DIGITAL' | 'PHYSICAL';

/** Where a card sent by post goes; the receiver's names go with it. */
export interface RedeemAddressValues {
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
}

/**
 * What the holder enters for a product, at the paths the gateway names its refusals by (receiver.email,
 * receiver.address.postCode): how it is sent, a whole amount as typed, the number of cards (by post) and the receiver.
 */
export interface RedeemPackageValues {
  delivery: RedeemDelivery;
  amount: string;
  quantity: string;
  receiver: { firstName: string; lastName: string; email: string; confirmEmail: string; address: RedeemAddressValues };
}

/** Cards of one product sent by post in one package, as on the product page. */
export const REDEEM_QUANTITY = { min: 1, max: 99 } as const;

export const emptyRedeemAddress = (countryCode: string): RedeemAddressValues => ({ countryCode, postCode: '', houseNumber: '', suffix: '', street: '', city: '' });

export const emptyRedeemPackage = (delivery: RedeemDelivery = 'DIGITAL', countryCode = 'GB'): RedeemPackageValues => ({
  delivery,
  amount: '',
  quantity: '1',
  receiver: { firstName: '', lastName: '', email: '', confirmEmail: '', address: emptyRedeemAddress(countryCode) },
});

type Product = RedeemPackageModal_ProductFragment;

export const variationOf = (product: Product, delivery: RedeemDelivery) => product.variations.find((v) => v.variationType === delivery) ?? null;

/** The e-mail variation; the shop lists the products that have one. */
export const digitalVariation = (product: Product) => variationOf(product, 'DIGITAL');

/** How the product can be sent, e-mail first. */
export const deliveriesOf = (product: Product): RedeemDelivery[] => (['DIGITAL', 'PHYSICAL'] as const).filter((delivery) => variationOf(product, delivery));

/**
 * The amounts the holder may choose for a variation, in minor units: the product's redeem range, else the
 * variation's own price. min === max is a fixed amount, which the gateway takes from the variation.
 */
export function redeemRange(product: Product, variation = digitalVariation(product) ?? variationOf(product, 'PHYSICAL')): { min: number; max: number; currency: string } | null {
  if (!variation) return null;
  const min = product.redeemData?.minimumAvailableCustomAmount;
  const max = product.redeemData?.maximumAvailableCustomAmount;
  if (min && max) return { min: min.minorUnits, max: max.minorUnits, currency: min.currency };
  return { min: variation.price.minorUnits, max: variation.price.minorUnits, currency: variation.price.currency };
}

const optional = (text: string) => text.trim() || null;

function toAddressInput(receiver: RedeemPackageValues['receiver']): AddressInput {
  const a = receiver.address;
  return {
    firstName: receiver.firstName.trim(),
    lastName: receiver.lastName.trim(),
    countryCode: a.countryCode,
    postCode: a.postCode.trim(),
    houseNumber: a.houseNumber.trim(),
    suffix: optional(a.suffix),
    street: a.street.trim(),
    city: a.city.trim(),
  };
}

function toReceiverInput(receiver: RedeemPackageValues['receiver']): ReceiverInput {
  return { firstName: receiver.firstName.trim(), lastName: optional(receiver.lastName), email: receiver.email.trim(), confirmEmail: receiver.confirmEmail.trim() };
}

/** By e-mail one card to the receiver's address; by post the cards to the delivery address, named after the receiver. */
function deliveryInput(values: RedeemPackageValues) {
  if (values.delivery === 'DIGITAL') return { receiver: toReceiverInput(values.receiver) };
  return { quantity: Number(values.quantity.trim()), deliveryAddress: toAddressInput(values.receiver) };
}

const minorUnits = (amount: string) => Number(amount.trim()) * 100;

/** addRedeemPackage's input (without order and page): the variation of the chosen delivery, the amount when it can be chosen, receiver or address. */
export function toRedeemPackageInput(product: Product, values: RedeemPackageValues): Omit<RedeemPackageInput, 'orderUuid' | 'pageId'> {
  const variation = variationOf(product, values.delivery);
  const range = redeemRange(product, variation);
  if (!variation || !range) throw new Error(`product ${product.id} cannot be sent ${values.delivery}`);
  return {
    variationId: variation.id,
    ...(range.min < range.max ? { amount: minorUnits(values.amount) } : {}),
    quantity: 1,
    ...deliveryInput(values),
  };
}

/** updateRedeemPackage's input: the amount only when it can be changed, the receiver or the address and number of cards. */
export function toUpdateRedeemPackageInput(amountEditable: boolean, values: RedeemPackageValues): UpdateRedeemPackageInput {
  return { ...(amountEditable ? { amount: minorUnits(values.amount) } : {}), ...deliveryInput(values) };
}
