/** Payment methods and card prefixes of the stores that sell (spec §7, §9). */
export interface SeedPaymentMethod {
  method: 'ideal' | 'invoice' | 'bancontact' | 'visa' | 'mastercard' | 'amex' | 'paypal' | 'banktransfer';
  title: string;
  businessOnly?: boolean;
}

export interface SeedCardPrefix {
  prefix: string;
  isChoice?: boolean;
  activatable?: boolean;
  isTest?: boolean;
}

export const seedPaymentMethods: Record<string, SeedPaymentMethod[]> = {
  GCUK: [
    { method: 'visa', title: 'Visa' },
    { method: 'mastercard', title: 'Mastercard' },
    { method: 'amex', title: 'American Express' },
    { method: 'paypal', title: 'PayPal' },
    { method: 'banktransfer', title: 'Bank transfer' },
    { method: 'invoice', title: 'Invoice', businessOnly: true },
  ],
  CB: [
    { method: 'ideal', title: 'iDEAL' },
    { method: 'bancontact', title: 'Bancontact' },
    { method: 'paypal', title: 'PayPal' },
    { method: 'visa', title: 'Visa' },
    { method: 'mastercard', title: 'Mastercard' },
    { method: 'banktransfer', title: 'Bankoverschrijving' },
    { method: 'invoice', title: 'Op factuur', businessOnly: true },
  ],
};

/** 19-digit card numbers start with one of these 7-digit prefixes. */
export const seedCardPrefixes: Record<string, SeedCardPrefix[]> = {
  GCUK: [{ prefix: '6301480' }, { prefix: '6301481', isChoice: true, activatable: true }, { prefix: '6301489', isTest: true }],
  CB: [{ prefix: '6301010' }, { prefix: '6301011', isChoice: true, activatable: true }, { prefix: '6301019', isTest: true }],
};
