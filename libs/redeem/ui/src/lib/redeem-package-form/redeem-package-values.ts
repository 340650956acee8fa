import type { RedeemProducts_ProductFragment } from '@giftshop/shared-graphql';

/** What the holder enters for a product: a whole amount as typed, and the e-mail receiver. */
export interface RedeemPackageValues {
  amount: string;
  receiver: { firstName: string; lastName: string; email: string; confirmEmail: string };
}

/** The form's fields in page order, as the gateway names them in referencedRequestParameter. */
export const REDEEM_PACKAGE_FIELDS = ['amount', 'receiver.firstName', 'receiver.lastName', 'receiver.email', 'receiver.confirmEmail'] as const;

export const emptyRedeemPackage: RedeemPackageValues = { amount: '', receiver: { firstName: '', lastName: '', email: '', confirmEmail: '' } };

/** E-mail delivery is what the redeem shop offers; products sent by post only are not listed. */
export const digitalVariation = (product: RedeemProducts_ProductFragment) => product.variations.find((v) => v.variationType === 'DIGITAL') ?? null;

/** The amounts the holder may choose, in minor units: the product's redeem range, else the variation's own price. */
export function redeemRange(product: RedeemProducts_ProductFragment): { min: number; max: number; currency: string } | null {
  const variation = digitalVariation(product);
  if (!variation) return null;
  const min = product.redeemData?.minimumAvailableCustomAmount;
  const max = product.redeemData?.maximumAvailableCustomAmount;
  if (min && max) return { min: min.minorUnits, max: max.minorUnits, currency: min.currency };
  return { min: variation.price.minorUnits, max: variation.price.minorUnits, currency: variation.price.currency };
}

/** addRedeemPackage's input (without the order): the digital variation, the amount in minor units and the receiver. */
export function toRedeemPackageInput(product: RedeemProducts_ProductFragment, values: RedeemPackageValues) {
  const variation = digitalVariation(product);
  if (!variation) throw new Error(`product ${product.id} has no e-mail delivery`);
  const r = values.receiver;
  return {
    variationId: variation.id,
    amount: Number(values.amount.trim()) * 100,
    quantity: 1,
    receiver: { firstName: r.firstName.trim(), lastName: r.lastName.trim() || null, email: r.email.trim(), confirmEmail: r.confirmEmail.trim() },
  };
}
