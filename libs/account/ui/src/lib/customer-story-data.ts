import type { AccountOrder_OrderFragment, AddressEntry_AddressFragment, ProfileDetails_ProfileFragment } from '@giftshop/shared-graphql';

const gbp = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });

export const callingCodes = [
  { id: '+44', label: 'United Kingdom (+44)' },
  { id: '+31', label: 'Netherlands (+31)' },
];
export const countries = [
  { id: 'GB', label: 'United Kingdom' },
  { id: 'NL', label: 'Netherlands' },
];

const londonAddress = { postCode: 'SW1A 1AA', houseNumber: '10', suffix: null, street: 'Downing Street', city: 'London', administrativeArea: null, companyName: null, postalLines: ['10 Downing Street', 'London', 'SW1A 1AA'] };

export const privateProfile: ProfileDetails_ProfileFragment = {
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  invoiceEmail: null,
  phoneNumber: '+442079460958',
  vatNumber: null,
  address: londonAddress,
};

export const businessProfile: ProfileDetails_ProfileFragment = {
  ...privateProfile,
  invoiceEmail: 'invoices@northwind.example',
  vatNumber: 'GB123456789',
  address: { ...londonAddress, companyName: 'Northwind Logistics' },
};

export const newProfile: ProfileDetails_ProfileFragment = { firstName: 'Nina', lastName: '', email: 'nina@example.com', invoiceEmail: null, phoneNumber: null, vatNumber: null, address: null };

export const order: AccountOrder_OrderFragment = {
  id: '41',
  uuid: '5b1f2c0e-7d1a-4c44-9d55-0a3c2b1e9f10',
  referenceNumber: 'GC-48-000041',
  orderType: 'REGULAR',
  status: 'COMPLETED',
  deliveryType: null,
  paymentMethod: 'visa',
  paymentMethodTitle: 'Visa',
  orderDate: '2026-11-20T14:05:00Z',
  items: [
    {
      kind: 'GIFT_CARD',
      productTitle: 'Harbour & Pine gift card',
      price: gbp(2500),
      count: 2,
      receivers: [{ firstName: 'Tom', lastName: 'Reed', email: 'tom@example.com' }],
      personalNote: 'Happy birthday!',
      wrapper: null,
      extraPacking: null,
      deliveryType: 'DIGITAL',
      deliveryDate: null,
      deliveryTime: null,
      promotionAmount: null,
    },
    {
      kind: 'GIFT_CARD',
      productTitle: 'Choice gift card',
      price: gbp(5000),
      count: 1,
      receivers: [{ firstName: 'Lia', lastName: 'Moss', email: null }],
      personalNote: null,
      wrapper: 'Birthday envelope',
      extraPacking: 'Gift box',
      deliveryType: 'PHYSICAL',
      deliveryDate: '2026-11-24',
      deliveryTime: null,
      promotionAmount: gbp(500),
    },
  ],
  // subTotal holds the cards and their extras, as the gateway answers it.
  totals: { subTotal: gbp(10180), grandTotalWithoutTax: gbp(10395), grandTotal: gbp(10474) },
  serviceFee: gbp(95),
  shippingCosts: gbp(199),
  extras: gbp(180),
};

export const orders: AccountOrder_OrderFragment[] = [
  order,
  { ...order, id: '40', uuid: 'a0000000-0000-4000-8000-000000000040', referenceNumber: 'GC-48-000040', status: 'PENDING', orderDate: '2026-11-02T09:30:00Z', deliveryType: 'DIGITAL' },
  { ...order, id: '39', uuid: 'a0000000-0000-4000-8000-000000000039', referenceNumber: 'GC-48-000039', status: 'CANCELED', orderDate: '2026-10-12T18:45:00Z' },
];

export const addresses: AddressEntry_AddressFragment[] = [
  {
    id: '7',
    firstName: 'Ann',
    lastName: 'Smith',
    customerType: 'PRIVATE',
    companyName: null,
    countryCode: 'GB',
    postCode: 'SW1A 1AA',
    houseNumber: '10',
    suffix: null,
    street: 'Downing Street',
    city: 'London',
    email: 'ann@example.com',
    phoneNumber: '+442079460958',
    postalLines: ['10 Downing Street', 'London', 'SW1A 1AA'],
  },
  {
    id: '8',
    firstName: 'Tom',
    lastName: 'Reed',
    customerType: 'BUSINESS',
    companyName: 'Northwind Logistics',
    countryCode: 'GB',
    postCode: 'EH1 1YZ',
    houseNumber: '12',
    suffix: 'B',
    street: 'Princes Street',
    city: 'Edinburgh',
    email: null,
    phoneNumber: null,
    postalLines: ['12B Princes Street', 'Edinburgh', 'EH1 1YZ'],
  },
];
