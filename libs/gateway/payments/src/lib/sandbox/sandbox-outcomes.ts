import { PAID_LATER, type PaymentRow, type SandboxOutcome } from '@giftshop/gateway-order-payments';

/**
 * What the sandbox page offers for a payment: every outcome while it is open; while it waits for the banking app,
 * the app's answers; for a payment made later (bank transfer, invoice) the operator's "paid"; nothing once closed.
 */
export function allowedOutcomes(payment: Pick<PaymentRow, 'status' | 'method'>): SandboxOutcome[] {
  const later = PAID_LATER.has(payment.method);
  if (payment.status === 'OPEN' && !later) return ['paid', 'pending', 'failed', 'canceled', 'expired', 'fraud'];
  if (payment.status === 'PENDING') return later ? ['paid'] : ['paid', 'failed', 'canceled', 'expired'];
  return [];
}
