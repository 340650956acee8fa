import type {
  OrderConfirmation_OrderFragment,
  OrderSummary_CartFragment,
  PaymentForm_MethodFragment,
  ShipmentList_ShipmentFragment,
} from '@giftshop/shared-graphql';

/** Sample data of the checkout stories and specs: a UK cart with a digital and a physical shipment. */
const gbp = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });

const preview = (label: string, slug: string) => ({
  productLabel: label,
  image: { url: { href: `/card-art/48/${slug}.svg` }, alt: label },
  color: { color: '#1f4e5f' },
});

export const sampleCart: OrderSummary_CartFragment = {
  id: '9a3c2f1e-4b5d-4e6f-8a7b-1c2d3e4f5a6b',
  packagesGroups: [
    { packageId: 'p1', tag: 'digital', receiverTitle: 'Ada Lovelace', receiverDescription: 'ada@example.com', totalPrice: gbp(2500), cardsPreviews: [preview('Harbour & Pine £25', 'harbour-and-pine-gift-card')] },
    { packageId: 'p2', tag: 'digital', receiverTitle: 'Alan Turing', receiverDescription: 'alan@example.com', totalPrice: gbp(5350), cardsPreviews: [preview('Choice Gift Card £50', 'choice-gift-card')] },
    { packageId: 'p3', tag: 'physical-1', receiverTitle: 'Grace Hopper', receiverDescription: '12 Baker Street, London NW1 6XE', totalPrice: gbp(3000), cardsPreviews: [preview('Spa Day £30', 'spa-day-gift-card')] },
  ],
  groupedTotals: { digitalTotal: { qty: 2, price: gbp(7500) }, physicalTotal: { qty: 1, price: gbp(3000) }, extra: gbp(350) },
  totals: {
    subTotal: gbp(10850),
    grandTotal: gbp(11145),
    adjustments: [
      { title: 'Shipping', adjustmentType: 'SHIPPING', price: gbp(195) },
      { title: 'Service fee', adjustmentType: 'SERVICE_FEE', price: gbp(100) },
    ],
  },
};

export const digitalShipment: ShipmentList_ShipmentFragment = {
  id: 's1',
  tag: 'digital',
  deliveryType: 'DIGITAL',
  deliveryDate: null,
  deliveryTime: null,
  deliveryAddress: null,
  registeredPost: false,
  dispatchDate: '2026-03-13',
  expectedDeliveryDate: null,
  cutOffNear: false,
  packages: [
    { id: 'p1', receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, giftCardItem: { qty: 1, product: { id: 'harbour-and-pine', title: 'Harbour & Pine Gift Card' } }, emptyGiftCardItem: null },
    { id: 'p2', receiver: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }, giftCardItem: { qty: 1, product: { id: 'choice', title: 'Choice Gift Card' } }, emptyGiftCardItem: null },
  ],
};

export const scheduledDigitalShipment: ShipmentList_ShipmentFragment = { ...digitalShipment, id: 's3', deliveryDate: '2026-03-20', deliveryTime: '09:30', dispatchDate: '2026-03-20' };

export const physicalShipment: ShipmentList_ShipmentFragment = {
  id: 's2',
  tag: 'physical-1',
  deliveryType: 'PHYSICAL',
  deliveryDate: null,
  deliveryTime: null,
  deliveryAddress: { id: 'a1', firstName: 'Grace', lastName: 'Hopper', street: 'Baker Street', houseNumber: '12', suffix: null, postCode: 'NW1 6XE', city: 'London', countryCode: 'GB', addressLine1: null, addressLine2: null, postalLines: ['12 Baker Street', 'London', 'NW1 6XE'] },
  registeredPost: false,
  dispatchDate: '2026-03-13',
  expectedDeliveryDate: '2026-03-14',
  cutOffNear: false,
  packages: [{ id: 'p3', receiver: { firstName: 'Grace', lastName: 'Hopper', email: null }, giftCardItem: { qty: 1, product: { id: 'spa-day', title: 'Spa Day Gift Card' } }, emptyGiftCardItem: null }],
};

export const registeredShipment: ShipmentList_ShipmentFragment = { ...physicalShipment, id: 's4', registeredPost: true, cutOffNear: true };

export const paymentMethods: PaymentForm_MethodFragment[] = [
  { id: 'ideal', title: 'iDEAL', banks: [{ id: 'ING', issuer: 'ING' }, { id: 'RABO', issuer: 'Rabobank' }, { id: 'ABN', issuer: 'ABN AMRO' }] },
  { id: 'visa', title: 'Visa', banks: [] },
  { id: 'paypal', title: 'PayPal', banks: [] },
  { id: 'banktransfer', title: 'Bank transfer', banks: [] },
];

export const invoiceMethod: PaymentForm_MethodFragment = { id: 'invoice', title: 'Invoice', banks: [] };

export const confirmedOrder: OrderConfirmation_OrderFragment = {
  id: '101',
  uuid: '9a3c2f1e-4b5d-4e6f-8a7b-1c2d3e4f5a6b',
  referenceNumber: 'GCUK-2026-000101',
  orderType: 'REGULAR',
  status: 'COMPLETED',
  paymentMethod: 'visa',
  paymentMethodTitle: 'Visa',
  orderDate: '2026-03-13T10:15:00Z',
  items: [
    {
      kind: 'GIFT_CARD',
      variationId: '7',
      productTitle: 'Harbour & Pine Gift Card',
      price: gbp(2500),
      count: 1,
      receivers: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }],
      personalNote: 'Happy birthday, Ada!',
      wrapper: 'Confetti',
      extraPacking: null,
      deliveryType: 'DIGITAL',
      deliveryDate: '2026-03-20',
      deliveryTime: '09:30',
      dispatchDate: null,
      expectedDeliveryDate: null,
    },
    {
      kind: 'GIFT_CARD',
      variationId: '12',
      productTitle: 'Spa Day Gift Card',
      price: gbp(3000),
      count: 2,
      receivers: [{ firstName: 'Grace', lastName: 'Hopper', email: null }],
      personalNote: null,
      wrapper: 'Gold envelope',
      extraPacking: 'Gift box',
      deliveryType: 'PHYSICAL',
      deliveryDate: '2026-03-14',
      deliveryTime: null,
      dispatchDate: '2026-03-14',
      expectedDeliveryDate: '2026-03-17',
    },
  ],
  totals: { subTotal: gbp(8500), grandTotal: gbp(8795), adjustments: [] },
  serviceFee: gbp(100),
  shippingCosts: gbp(195),
  extras: gbp(350),
  billingAddress: { id: 'b1', email: 'buyer@example.com', customerType: 'PRIVATE' },
  giftCardPayments: [],
};
