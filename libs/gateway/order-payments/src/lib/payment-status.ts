export type PaymentStatus = 'OPEN' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELED' | 'EXPIRED';

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['PAID', 'FAILED', 'CANCELED', 'EXPIRED'];

/**
 * Whether a provider's report may change a payment's status. OPEN and PENDING move anywhere; a final status stays,
 * except that PAID always wins: the provider holds the money, whatever was recorded before.
 */
export function acceptsStatus(current: PaymentStatus, reported: PaymentStatus): boolean {
  if (current === reported) return false;
  if (current === 'PAID') return false;
  if (reported === 'PAID') return true;
  if (reported === 'OPEN') return false;
  return current === 'OPEN' || current === 'PENDING';
}

/** A payment that ended without money: the order stays PENDING and may be paid again. */
export const isRetryable = (status: PaymentStatus) => status === 'FAILED' || status === 'CANCELED' || status === 'EXPIRED';
