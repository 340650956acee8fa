import type { PaymentLogo } from '@giftshop/util-brand';
import { footerPaymentIcons } from './payment-logos';

const logo = (id: PaymentLogo['id'], title: string): PaymentLogo => ({ id, title, image: { src: `payment-${id}.svg`, width: 48, height: 32, alt: title } });
const offered = (id: string) => ({ id, title: id, image: { alt: id, url: { href: `/store-assets/payment/${id}.svg` } } });
const url = (image: PaymentLogo['image']) => `/brand/CB/${image.src}`;

describe('footerPaymentIcons', () => {
  it("shows the brand's art in the brand's order, only for methods the checkout offers", () => {
    const icons = footerPaymentIcons([logo('ideal', 'iDEAL'), logo('blik', 'BLIK'), logo('visa', 'Visa')], [offered('visa'), offered('ideal')], url);
    expect(icons.map((icon) => [icon.id, icon.image.url.href])).toEqual([
      ['ideal', '/brand/CB/payment-ideal.svg'],
      ['visa', '/brand/CB/payment-visa.svg'],
    ]);
  });

  it("keeps the gateway's icon for an offered method the brand has no art for", () => {
    const icons = footerPaymentIcons([logo('visa', 'Visa')], [offered('banktransfer'), offered('visa')], url);
    expect(icons.map((icon) => icon.id)).toEqual(['visa', 'banktransfer']);
  });
});
