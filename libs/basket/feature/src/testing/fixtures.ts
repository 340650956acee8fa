import type { OrderItemKind } from '@giftshop/shared-graphql';

/** Gateway answers as the basket documents receive them (with __typename), shaped like a GCUK cart. */
export const money = (minorUnits: number) => ({ __typename: 'Money' as const, minorUnits, currency: 'GBP' });
const fixed = (values: number[]) => values.map(money);

const config = (values: number[], range: [number, number] | null) => ({
  __typename: 'VariationConfig' as const,
  hasFixedPrices: values.length > 0,
  pricesToShow: fixed(values),
  minPrice: range ? money(range[0]) : null,
  maxPrice: range ? money(range[1]) : null,
});

const harbour = {
  __typename: 'GiftCardProduct' as const,
  id: '7',
  title: 'Harbour & Pine Gift Card',
  productType: 'GIFT_CARD' as const,
  image: { __typename: 'Image' as const, alt: '', url: { __typename: 'ImageUrl' as const, href: '/card-art/48/harbour-and-pine.svg' } },
  path: '/gift-cards/harbour-and-pine-gift-card/',
  backgroundColor: { __typename: 'Color' as const, color: '#0b5563' },
};

/** The product's variations with their prices, as BasketProductPricesQuery answers them. */
export const harbourVariations = [
  { __typename: 'Variation' as const, id: '7-d', variationType: 'DIGITAL' as const, config: config([1000, 2500, 5000], [500, 15000]) },
  { __typename: 'Variation' as const, id: '7-p', variationType: 'PHYSICAL' as const, config: config([2500, 5000], [1000, 10000]) },
];

export const pricesPayload = { __typename: 'ProductPayload' as const, product: { __typename: 'GiftCardProduct' as const, id: '7', variations: harbourVariations } };

const item = (variationId: '7-d' | '7-p', qty: number, price: number) => ({
  __typename: 'GiftCardItem' as const,
  kind: 'GIFT_CARD' as const,
  qty,
  price: money(price),
  cardsPerItem: 1,
  variation: { __typename: 'Variation' as const, id: variationId, title: variationId === '7-d' ? 'Digital' : 'Physical', variationType: variationId === '7-d' ? ('DIGITAL' as const) : ('PHYSICAL' as const) },
  product: harbour,
});

const extra = (id: string, kind: OrderItemKind, title: string, price: number) => ({ __typename: 'ExtraVariation' as const, id, kind, title, price: money(price) });

export function digitalPackage(id: string, receiver: { firstName: string; lastName: string; email: string } | null, qty = 2) {
  return {
    __typename: 'GiftCardPackage' as const,
    id,
    receiver: receiver && { __typename: 'Receiver' as const, ...receiver },
    giftCardItem: item('7-d', qty, 2500),
    emptyGiftCardItem: null,
    wrapperItem: { __typename: 'ExtraItem' as const, qty, variation: extra('dw-confetti', 'DIGITAL_WRAPPER', 'Confetti e-mail design', 0) },
    giftPacking: null,
    message: { __typename: 'MessageItem' as const, text: 'Happy birthday!' },
  };
}

const physicalPackage = {
  __typename: 'GiftCardPackage' as const,
  id: 'p-9',
  receiver: { __typename: 'Receiver' as const, firstName: 'Sam', lastName: 'Taylor', email: null },
  giftCardItem: item('7-p', 1, 5000),
  emptyGiftCardItem: null,
  wrapperItem: { __typename: 'ExtraItem' as const, qty: 1, variation: extra('w-classic', 'WRAPPER', 'Classic card wallet', 195) },
  giftPacking: { __typename: 'ExtraItem' as const, qty: 1, variation: extra('gp-box', 'GIFT_PACKING', 'Gift box with tissue paper', 350) },
  message: null,
};

const group = (tag: string, packageId: string, receiverTitle: string, receiverDescription: string, total: number, label: string) => ({
  __typename: 'PackagesGroup' as const,
  tag,
  packageId,
  receiverTitle,
  receiverDescription,
  totalPrice: money(total),
  cardsPreviews: [
    {
      __typename: 'CardPreview' as const,
      productLabel: label,
      image: { __typename: 'Image' as const, alt: '', url: { __typename: 'ImageUrl' as const, href: '/card-art/48/harbour-and-pine.svg' } },
      color: { __typename: 'Color' as const, color: '#0b5563', opacity: 1 },
    },
  ],
});

const shipmentBase = { __typename: 'GiftCardShipment' as const, deliveryMode: 'DEFAULT' as const, registeredPost: false, cutOffNear: false, expectedDeliveryDate: null };

/** A cart with two digital packages (Alex, Jo) and one parcel to Sam. */
export function cartOrder(options: { joReceiver?: boolean } = {}) {
  const jo = options.joReceiver === false ? null : { firstName: 'Jo', lastName: 'Lee', email: 'jo@example.com' };
  return {
    __typename: 'GiftCardOrder' as const,
    id: 'order-1',
    shipments: [
      {
        ...shipmentBase,
        id: 's-digital',
        tag: 'digital',
        deliveryType: 'DIGITAL' as const,
        deliveryDate: '2030-03-14',
        deliveryTime: '09:00',
        deliveryAddress: null,
        shippingCost: money(0),
        dispatchDate: '2030-03-14',
        packages: [digitalPackage('p-1', { firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' }), digitalPackage('p-2', jo, 1)],
      },
      {
        ...shipmentBase,
        id: 's-post',
        tag: 'physical-gb-sw1a1aa',
        deliveryType: 'PHYSICAL' as const,
        deliveryDate: null,
        deliveryTime: null,
        registeredPost: true,
        cutOffNear: true,
        deliveryAddress: {
          __typename: 'Address' as const,
          id: 'a-1',
          firstName: 'Sam',
          lastName: 'Taylor',
          companyName: null,
          street: 'Downing Street',
          houseNumber: '10',
          suffix: null,
          postCode: 'SW1A 1AA',
          city: 'London',
          countryCode: 'GB',
          addressLine1: null,
          addressLine2: null,
          postalLines: ['10 Downing Street', 'London', 'SW1A 1AA'],
        },
        shippingCost: money(495),
        dispatchDate: '2030-03-12',
        expectedDeliveryDate: '2030-03-13',
        packages: [physicalPackage],
      },
    ],
    groupedTotals: {
      __typename: 'GroupedTotals' as const,
      digitalTotal: { __typename: 'GroupTotal' as const, qty: 3, price: money(7500) },
      physicalTotal: { __typename: 'GroupTotal' as const, qty: 1, price: money(5000) },
      extra: money(545),
    },
    totals: {
      __typename: 'OrderTotals' as const,
      subTotal: money(13045),
      grandTotal: money(13540),
      adjustments: [{ __typename: 'Adjustment' as const, title: 'Shipping by registered post', adjustmentType: 'SHIPPING' as const, price: money(495) }],
    },
    packagesGroups: [
      group('digital', 'p-1', 'Alex Morgan', 'alex@example.com', 5000, 'Harbour & Pine £25'),
      group('digital', 'p-2', jo ? 'Jo Lee' : 'No receiver yet', jo ? 'jo@example.com' : 'Sent by e-mail', 2500, 'Harbour & Pine £25'),
      group('physical-gb-sw1a1aa', 'p-9', 'Sam Taylor', '10 Downing Street, London SW1A 1AA', 5545, 'Harbour & Pine £50'),
    ],
  };
}

export const cartPayload = (order: ReturnType<typeof cartOrder> | null) => ({ __typename: 'CartPayload' as const, order, errors: [] });

export const extraVariations = (deliveryType: 'DIGITAL' | 'PHYSICAL') => ({
  __typename: 'ExtraVariationsPayload' as const,
  errors: [],
  extraVariations:
    deliveryType === 'DIGITAL'
      ? [{ __typename: 'ExtraVariation' as const, id: 'dw-confetti', kind: 'DIGITAL_WRAPPER', title: 'Confetti e-mail design', description: 'Animated confetti.', sku: 'DW-1', color: '#ffcb47', price: money(0) }]
      : [
          { __typename: 'ExtraVariation' as const, id: 'w-classic', kind: 'WRAPPER', title: 'Classic card wallet', description: 'A navy wallet.', sku: 'W-1', color: '#1f3a5f', price: money(195) },
          { __typename: 'ExtraVariation' as const, id: 'gp-box', kind: 'GIFT_PACKING', title: 'Gift box with tissue paper', description: 'A gift box.', sku: 'GP-1', color: '#b08968', price: money(350) },
        ],
});

export const serviceError = (code: number, message: string, referencedRequestParameter: string | null = null) => ({ __typename: 'Error' as const, code, message, referencedRequestParameter });
