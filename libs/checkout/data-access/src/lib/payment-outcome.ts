import type { PaymentStatus } from '@giftshop/shared-graphql';

export type PaymentOutcome = 'paid' | 'waiting' | 'unpaid';

/** What the processing page does with a payment status: go to the confirmation, keep waiting, or back to pay. */
export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'OPEN':
    case 'PENDING':
      return 'waiting';
    case 'FAILED':
    case 'CANCELED':
    case 'EXPIRED':
      return 'unpaid';
  }
}
