import type { ActivationVoucher_VoucherFragment } from '@giftshop/shared-graphql';

export const sampleVoucher: ActivationVoucher_VoucherFragment = {
  orderUuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  referenceNumber: 'GCUK-100042',
  maskedCardNumber: '···· ···· ···· ···· 0012',
  amount: { minorUnits: 5000, currency: 'GBP' },
  email: 'ada@example.com',
  activated: true,
  activeBefore: '2026-11-24T10:00:00.000Z',
};

export const sampleRange = { min: 500, max: 15000, currency: 'GBP' };
