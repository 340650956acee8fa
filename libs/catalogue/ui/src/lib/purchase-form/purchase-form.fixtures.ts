import type { PurchaseOption } from './purchase-values';

/** The Choice card's offer in the GCUK seed: £10–£100 fixed, £5–£150 custom, by e-mail or post. */
export const choiceCardOptions: PurchaseOption[] = [
  { deliveryType: 'DIGITAL', variationId: 'v-digital', fixedValues: [1000, 2500, 5000, 10000], custom: { min: 500, max: 15000 } },
  { deliveryType: 'PHYSICAL', variationId: 'v-physical', fixedValues: [2500, 5000], custom: { min: 1000, max: 10000 } },
];

/** A donation: custom amounts only. */
export const donationOptions: PurchaseOption[] = [
  { deliveryType: 'DIGITAL', variationId: 'd-digital', fixedValues: [], custom: { min: 500, max: 15000 } },
  { deliveryType: 'PHYSICAL', variationId: 'd-physical', fixedValues: [], custom: { min: 500, max: 15000 } },
];

/** A card sold by e-mail only, in fixed values only. */
export const digitalFixedOptions: PurchaseOption[] = [{ deliveryType: 'DIGITAL', variationId: 'x-digital', fixedValues: [2000, 4000], custom: null }];

/** A card whose brand allows values above the £150 card maximum (sent as several cards): £5–£500. */
export const aboveCardMaximumOptions: PurchaseOption[] = [{ deliveryType: 'DIGITAL', variationId: 'big-digital', fixedValues: [5000, 20000], custom: { min: 500, max: 50000 } }];
