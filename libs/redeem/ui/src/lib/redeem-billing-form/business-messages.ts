import type { Catalogue } from '@giftshop/util-i18n';

/** The company fields of a business redeem checkout. */
export interface RedeemBusinessMessages {
  legend: string;
  intro: string;
  companyName: string;
  kvkNumber: string;
  vatNumber: string;
  referenceNumber: string;
  invoiceEmail: string;
  invoiceEmailHint: string;
}

export const redeemBusinessMessages = {
  en: {
    legend: 'Company details',
    intro: 'Orders from this shop are placed for a company.',
    companyName: 'Company name',
    kvkNumber: 'Company registration number',
    vatNumber: 'VAT number',
    referenceNumber: 'Reference or cost centre',
    invoiceEmail: 'Invoice e-mail address',
    invoiceEmailHint: 'Only when invoices should go to another address.',
  },
  nl: {
    legend: 'Bedrijfsgegevens',
    intro: 'Bestellingen uit deze winkel worden voor een bedrijf geplaatst.',
    companyName: 'Bedrijfsnaam',
    kvkNumber: 'KvK-nummer',
    vatNumber: 'Btw-nummer',
    referenceNumber: 'Referentie of kostenplaats',
    invoiceEmail: 'E-mailadres voor facturen',
    invoiceEmailHint: 'Alleen als facturen naar een ander adres moeten.',
  },
} satisfies Catalogue<RedeemBusinessMessages>;
