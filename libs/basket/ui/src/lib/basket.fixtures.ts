import type { SelectOption } from '@giftshop/shared-ui';
import type { BasketTotalsData, PackageGroupData, PackagePreviewData, ShipmentData } from './basket/basket-data';
import type { ExtraOption } from './delivery-form/extras-fields';
import type { AmountOptions } from './delivery-form/package-values';

const gbp = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });
const art = (slug: string, color: string, label: string) => ({ imageUrl: `/card-art/48/${slug}.svg`, imageAlt: '', color, label });

/** A fixed date and time, so stories and specs do not depend on the clock. */
export const storyMoment = { today: '2026-03-10', now: '10:00' };

export const countries: SelectOption[] = [
  { id: 'GB', label: 'United Kingdom' },
  { id: 'IE', label: 'Ireland' },
  { id: 'NL', label: 'Netherlands' },
];

export const wrappers: ExtraOption[] = [
  { id: 'w-classic', title: 'Classic card wallet', description: 'A sturdy folded wallet in deep navy with a gold foil border.', color: '#1f3a5f', price: gbp(195) },
  { id: 'w-celebration', title: 'Celebration wallet', description: 'A bright wallet printed with confetti and streamers.', color: '#f4a259', price: gbp(295) },
];

export const digitalWrappers: ExtraOption[] = [
  { id: 'dw-confetti', title: 'Confetti e-mail design', description: 'Your gift card arrives with a burst of animated confetti.', color: '#ffcb47', price: gbp(0) },
];

export const giftPacking: ExtraOption = {
  id: 'gp-box',
  title: 'Gift box with tissue paper',
  description: 'A rigid gift box with tissue paper and a satin ribbon, ready to hand over.',
  color: '#b08968',
  price: gbp(350),
};

export const amountOptions: AmountOptions = { fixedValues: [1000, 2500, 5000], custom: { min: 500, max: 15000 } };

export const digitalGroup: PackageGroupData = {
  tag: 'digital',
  packageId: 'p-1',
  receiverTitle: 'Alex Morgan',
  receiverDescription: 'alex@example.com',
  totalPrice: gbp(5000),
  previews: [art('harbour-and-pine', '#0b5563', 'Harbour & Pine £25'), art('harbour-and-pine', '#0b5563', 'Harbour & Pine £25')],
  lines: ['2 × Harbour & Pine, £25.00 each', 'Confetti e-mail design', 'Message: Happy birthday, Alex!'],
  missingReceiver: false,
};

export const physicalGroup: PackageGroupData = {
  tag: 'physical-gb-sw1a1aa-10',
  packageId: 'p-2',
  receiverTitle: 'Sam Taylor',
  receiverDescription: '10 Downing Street, London SW1A 1AA',
  totalPrice: gbp(5545),
  previews: [art('choice-gift-card', '#6d2e46', 'Choice Gift Card £50')],
  lines: ['1 × Choice Gift Card, £50.00 each', 'Classic card wallet', 'Gift box with tissue paper'],
  missingReceiver: false,
};

export const digitalShipment: ShipmentData = {
  id: 's-1',
  tag: 'digital',
  deliveryType: 'DIGITAL',
  address: null,
  deliveryDate: '2026-03-14',
  deliveryTime: '09:00',
  dispatchDate: '2026-03-14',
  expectedDeliveryDate: null,
  registeredPost: false,
  shippingCost: gbp(0),
  cutOffNear: false,
  groups: [digitalGroup, { ...digitalGroup, packageId: 'p-3', receiverTitle: 'Jo Lee', receiverDescription: 'jo@example.com', previews: digitalGroup.previews.slice(1) }],
};

export const physicalShipment: ShipmentData = {
  id: 's-2',
  tag: 'physical-gb-sw1a1aa-10',
  deliveryType: 'PHYSICAL',
  address: '10 Downing Street, London SW1A 1AA',
  deliveryDate: null,
  deliveryTime: null,
  dispatchDate: '2026-03-10',
  expectedDeliveryDate: '2026-03-11',
  registeredPost: true,
  shippingCost: gbp(495),
  cutOffNear: true,
  groups: [physicalGroup],
};

export const totals: BasketTotalsData = {
  digital: { qty: 3, price: gbp(7500) },
  physical: { qty: 1, price: gbp(5000) },
  extras: gbp(545),
  subTotal: gbp(13045),
  adjustments: [{ title: 'Shipping by registered post', price: gbp(495) }],
  grandTotal: gbp(13540),
};

export const packagePreview: PackagePreviewData = {
  title: 'Harbour & Pine Gift Card',
  previews: digitalGroup.previews,
  amount: gbp(2500),
  quantity: 2,
  receiver: 'Alex Morgan, alex@example.com',
  delivery: 'Sent on Saturday 14 March at 09:00',
  wrapper: 'Confetti e-mail design',
  giftPacking: null,
  message: 'Happy birthday, Alex!',
};
