import type { ExtraVariationsQuery } from '@giftshop/shared-graphql';
import type { DeliveryType, ExtraOption } from '@giftshop/basket-ui';

type ExtraVariation = NonNullable<ExtraVariationsQuery['extraVariations']['extraVariations']>[number];

const option = (extra: ExtraVariation): ExtraOption => ({
  id: String(extra.id),
  title: extra.title,
  description: extra.description,
  color: extra.color,
  price: { minorUnits: extra.price.minorUnits, currency: extra.price.currency },
});

/** What a card of a delivery type can come with: its kind of wrapper, and gift packing for cards by post. */
export function extrasFor(extras: readonly ExtraVariation[], deliveryType: DeliveryType): { wrappers: ExtraOption[]; giftPacking: ExtraOption | null } {
  const wrapperKind = deliveryType === 'DIGITAL' ? 'DIGITAL_WRAPPER' : 'WRAPPER';
  const packing = deliveryType === 'PHYSICAL' ? extras.find((extra) => extra.kind === 'GIFT_PACKING') : undefined;
  return { wrappers: extras.filter((extra) => extra.kind === wrapperKind).map(option), giftPacking: packing ? option(packing) : null };
}
