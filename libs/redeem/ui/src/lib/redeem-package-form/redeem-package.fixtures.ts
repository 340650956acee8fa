import type { RedeemOrderSummary_OrderFragment, RedeemPackageModal_ProductFragment, RedeemPackageModal_ShipmentFragment } from '@giftshop/shared-graphql';
import { sampleOrder, sampleProducts } from '../fixtures';

const gbp = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });

/** The Velvet Teapot: by e-mail or by post, £10 to £100. */
export const emailOrPostProduct: RedeemPackageModal_ProductFragment = sampleProducts[1];

/** A card sent by post only, at a fixed £25. */
export const postOnlyProduct: RedeemPackageModal_ProductFragment = {
  id: '14',
  title: 'Copper Kettle Bakery gift card',
  productType: 'GIFT_CARD',
  redeemData: { title: 'Copper Kettle Bakery', description: 'A printed card in a gift envelope.', minimumAvailableCustomAmount: null, maximumAvailableCustomAmount: null },
  variations: [{ id: '140', variationType: 'PHYSICAL', price: gbp(2500) }],
};

const grace = { firstName: 'Grace', lastName: 'Hopper', countryCode: 'GB', postCode: 'SW1A 2AA', houseNumber: '10', suffix: null, street: 'Downing Street', city: 'London' };

/**
 * The order's shipments as the modal reads them: a £20 e-mail card for Ada, two £25 cards by post for Grace, and a
 * fixed £25 card by post for Grace.
 */
export const sampleShipments: RedeemPackageModal_ShipmentFragment[] = [
  {
    id: '501',
    deliveryType: 'DIGITAL',
    deliveryAddress: null,
    packages: [
      {
        id: '701',
        mainProduct: sampleProducts[0],
        mainProductType: 'GIFT_CARD',
        receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        items: [{ kind: 'GIFT_CARD', qty: 1 }],
        packageTotals: { mainItemAmount: gbp(2000), mainItemEditable: true },
      },
    ],
  },
  {
    id: '502',
    deliveryType: 'PHYSICAL',
    deliveryAddress: grace,
    packages: [
      {
        id: '703',
        mainProduct: emailOrPostProduct,
        mainProductType: 'GIFT_CARD',
        receiver: { firstName: 'Grace', lastName: 'Hopper', email: null },
        items: [{ kind: 'GIFT_CARD', qty: 2 }],
        packageTotals: { mainItemAmount: gbp(2500), mainItemEditable: true },
      },
      {
        id: '704',
        mainProduct: postOnlyProduct,
        mainProductType: 'GIFT_CARD',
        receiver: { firstName: 'Grace', lastName: 'Hopper', email: null },
        items: [{ kind: 'GIFT_CARD', qty: 1 }],
        packageTotals: { mainItemAmount: gbp(2500), mainItemEditable: false },
      },
    ],
  },
];

/** The sample order with two Velvet Teapot cards sent by post to Grace besides Ada's e-mail card. */
export const orderWithPost: RedeemOrderSummary_OrderFragment = {
  ...sampleOrder,
  shipments: [
    { ...sampleOrder.shipments[0], packages: sampleOrder.shipments[0].packages.slice(0, 1) },
    {
      id: '502',
      deliveryType: 'PHYSICAL',
      packages: [
        {
          id: '703',
          mainProductType: 'GIFT_CARD',
          mainProduct: { id: '12', title: 'The Velvet Teapot gift card', redeemData: { title: 'The Velvet Teapot' } },
          receiver: { firstName: 'Grace', lastName: 'Hopper', email: null },
          items: [{ kind: 'GIFT_CARD', qty: 2 }],
          packageTotals: { mainItemAmount: gbp(2500), mainItemEditable: true },
        },
      ],
    },
  ],
  totals: { grandTotal: gbp(7000) },
  amountToPay: gbp(4500),
};
