import type { PaymentIcons_IconFragment } from '@giftshop/shared-graphql';
import type { PaymentLogo } from '@giftshop/util-brand';

/**
 * The footer's payment logos: the brand's art for its country's methods, in the brand's order, but only the methods
 * the store offers at checkout (the gateway's `paymentIcons`), so the footer never promises a way to pay that the
 * checkout lacks. An offered method without brand art keeps the gateway's icon, after the brand's.
 */
export function footerPaymentIcons(
  brandLogos: readonly PaymentLogo[],
  offered: readonly PaymentIcons_IconFragment[],
  imageUrl: (logo: PaymentLogo['image']) => string,
): PaymentIcons_IconFragment[] {
  const offeredIds = new Set<string>(offered.map((icon) => icon.id));
  const branded = brandLogos
    .filter((logo) => offeredIds.has(logo.id))
    .map((logo) => ({ id: logo.id, title: logo.title, image: { alt: logo.image.alt, url: { href: imageUrl(logo.image) } } }));
  const brandedIds = new Set<string>(branded.map((icon) => icon.id));
  return [...branded, ...offered.filter((icon) => !brandedIds.has(icon.id))];
}
