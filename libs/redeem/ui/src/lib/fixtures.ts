import type { BalanceResult_GiftCardFragment } from '@giftshop/shared-graphql';

/** Sample data of the redeem stories and specs: a UK card with £25 left. */
export const sampleGiftCard: BalanceResult_GiftCardFragment = {
  maskedNumber: '···· ···· ···· ···· 9010',
  balance: { minorUnits: 2500, currency: 'GBP' },
  expiryDate: '2027-11-23',
  status: 'ACTIVE',
};

export const sampleCardNumber = '6301 4801 2345 6789 010';
