import { renderInvoicePdf } from '@giftshop/gateway-accounts';
import { pdfText } from './testing/pdf-text';

type InvoiceOrder = Parameters<typeof renderInvoicePdf>[0]['order'];

const zloty = (minorUnits: number) => ({ minorUnits, currency: 'PLN' });

/** The fields of an order the invoice prints, for a Polish business customer of the Polish store. */
const order = {
  uuid: '0b7f3c52-3d3e-4f69-9a55-2f1f0c1e7a10',
  referenceNumber: 'CBPL-100042',
  orderDate: '2026-12-01T10:15:00.000Z',
  paymentMethodTitle: 'Przelew bankowy',
  billingAddress: {
    firstName: 'Małgorzata',
    lastName: 'Wąsowska-Żółć',
    street: 'ul. Piotrkowska',
    houseNumber: '104',
    suffix: null,
    postCode: '90-926',
    city: 'Łódź',
    administrativeArea: null,
    countryCode: 'PL',
    companyName: 'Świętokrzyskie Śniadania sp. z o.o.',
    vatNumber: 'PL7251801126',
    kvkNumber: null,
    referenceNumber: null,
    invoiceEmail: null,
  },
  items: [{ productTitle: 'Karta podarunkowa Choice', count: 2, price: zloty(10000) }],
  extras: zloty(0),
  shippingCosts: zloty(0),
  serviceFee: zloty(0),
  totals: { grandTotal: zloty(20000), grandTotalWithoutTax: zloty(20000) },
} as unknown as InvoiceOrder;

describe('invoice PDF', () => {
  it('prints Polish letters of the customer, the address and the Polish texts as they are written', async () => {
    const pdf = await renderInvoicePdf({
      order,
      seller: { name: 'CadeauBon PL', origin: 'https://cbpl.giftshop.example' },
      language: 'pl',
      locale: 'pl-PL',
      issuedAt: new Date('2026-12-02T09:00:00Z'),
    });
    const text = pdfText(pdf);
    for (const expected of ['Małgorzata Wąsowska-Żółć', 'ul. Piotrkowska 104', '90-926 Łódź', 'Karta podarunkowa Choice', '200,00\u00a0zł']) expect(text).toContain(expected);
    expect(text).toContain('CBPL-100042');
  });
});
