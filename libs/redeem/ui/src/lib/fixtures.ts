import type {
  BalanceResult_GiftCardFragment,
  HolderCard_SessionFragment,
  RedeemBillingForm_MethodFragment,
  RedeemOrderSummary_OrderFragment,
  RedeemProducts_ProductFragment,
} from '@giftshop/shared-graphql';

/** Sample data of the redeem stories and specs: a UK card with £25 left. */
export const sampleGiftCard: BalanceResult_GiftCardFragment = {
  maskedNumber: '···· ···· ···· ···· 9010',
  balance: { minorUnits: 2500, currency: 'GBP' },
  expiryDate: '2027-11-23',
  status: 'ACTIVE',
};

export const sampleCardNumber = '6301 4801 2345 6789 010';

const gbp = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });

/** The holder's session after the balance check of that card. */
export const sampleSession: HolderCard_SessionFragment = { maskedNumber: '···· ···· ···· ···· 9010', balance: gbp(2500), expiryDate: '2027-11-23' };

type Gbp = ReturnType<typeof gbp>;
type SampleBrand = {
  id: string;
  name: string;
  iframeUrl: string | null;
  redirectLink: { url: string; redirectTime: number } | null;
  productExternalLink: { title: string; url: string } | null;
};

/** A product of the redeem shop with every field its components ask for (the list, the modals). */
export type SampleProduct = RedeemProducts_ProductFragment & {
  redeemData: RedeemProducts_ProductFragment['redeemData'] & { minimumRemainingBalance: Gbp | null };
  giftCardBrand?: SampleBrand;
};

const brand = (id: string, name: string, extra: Partial<SampleBrand> = {}): SampleBrand => ({
  id,
  name,
  iframeUrl: null,
  redirectLink: null,
  productExternalLink: { title: `Visit ${name}`, url: `https://${name.toLowerCase().replace(/[^a-z]/g, '')}.example/` },
  ...extra,
});

const product = (
  id: string,
  productType: 'GIFT_CARD' | 'DONATION',
  title: string,
  min: number,
  max: number,
  variationTypes: ('DIGITAL' | 'PHYSICAL')[] = ['DIGITAL'],
  giftCardBrand?: SampleBrand,
): SampleProduct => ({
  id,
  title,
  productType,
  image: { url: { href: `/card-art/${id}.svg` }, alt: '' },
  backgroundColor: { color: '#1d4ed8' },
  redeemData: { title, description: `${title}, paid with your balance.`, minimumAvailableCustomAmount: gbp(min), maximumAvailableCustomAmount: gbp(max), minimumRemainingBalance: null },
  variations: variationTypes.map((variationType, index) => ({ id: `${id}${index}`, variationType, price: gbp(min) })),
  ...(giftCardBrand ? { giftCardBrand } : {}),
});

/** Two gift cards and a donation of the redeem shop: Harbour & Pine has a shop page, The Velvet Teapot a redirect link. */
export const sampleProducts: SampleProduct[] = [
  product('11', 'GIFT_CARD', 'Harbour & Pine', 500, 15000, ['DIGITAL'], brand('5', 'Harbour & Pine', { iframeUrl: '/brand/GCUK/brand-shops/loom-and-lantern.html' })),
  product('12', 'GIFT_CARD', 'The Velvet Teapot', 1000, 10000, ['DIGITAL', 'PHYSICAL'], brand('6', 'The Velvet Teapot', { redirectLink: { url: 'https://thevelvetteapot.example/', redirectTime: 5 } })),
  product('31', 'DONATION', 'Donation to Whisker & Wag Rescue', 500, 10000),
];

/** An order of a £20 card for Ada and a £10 donation, paid from a £25 card: £5 to pay. */
export const sampleOrder: RedeemOrderSummary_OrderFragment = {
  id: '0b5c3e1a-1f43-4a71-9d5e-6c0f6a1e2b3c',
  status: 'CART',
  referenceNumber: null,
  shipments: [
    {
      id: '501',
      deliveryType: 'DIGITAL',
      packages: [
        {
          id: '701',
          mainProductType: 'GIFT_CARD',
          mainProduct: { id: '11', title: 'Harbour & Pine gift card', redeemData: { title: 'Harbour & Pine' } },
          receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
          items: [{ kind: 'GIFT_CARD', qty: 1 }],
          packageTotals: { mainItemAmount: gbp(2000), mainItemEditable: true },
        },
        {
          id: '702',
          mainProductType: 'DONATION',
          mainProduct: { id: '31', title: 'Donation to Whisker & Wag Rescue', redeemData: { title: 'Donation to Whisker & Wag Rescue' } },
          receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
          items: [{ kind: 'DONATION', qty: 1 }],
          packageTotals: { mainItemAmount: gbp(1000), mainItemEditable: true },
        },
      ],
    },
  ],
  totals: { grandTotal: gbp(3000) },
  remainingBalance: gbp(0),
  amountToPay: gbp(500),
  cards: [{ maskedNumber: '···· ···· ···· ···· 9010', balance: gbp(2500), amountUsed: gbp(2500) }],
};

/** The order once the cards cover it: nothing to pay, £5 left. */
export const coveredOrder: RedeemOrderSummary_OrderFragment = {
  ...sampleOrder,
  shipments: [{ ...sampleOrder.shipments[0], packages: sampleOrder.shipments[0].packages.slice(0, 1) }],
  totals: { grandTotal: gbp(2000) },
  remainingBalance: gbp(500),
  amountToPay: gbp(0),
  cards: [{ maskedNumber: '···· ···· ···· ···· 9010', balance: gbp(2500), amountUsed: gbp(2000) }],
};

export const sampleMethods: RedeemBillingForm_MethodFragment[] = [
  { id: 'visa', title: 'Visa', banks: [] },
  { id: 'ideal', title: 'iDEAL', banks: [{ id: 'INGBNL2A', issuer: 'ING' }] },
];
