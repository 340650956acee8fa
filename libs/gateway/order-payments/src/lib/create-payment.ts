import { randomUUID } from 'node:crypto';
import { payments, type Database } from '@giftshop/gateway-db';
import type { PaymentMethodId, PaymentProvider } from './payment-provider';
import type { OrderRow } from './payments.repository';

export interface StartedPayment {
  paymentId: string;
  /** The provider's page to send the shopper to; null when the order is paid later (invoice, bank transfer). */
  redirectUrl: string | null;
}

type PaymentValues = typeof payments.$inferInsert & { id: string; redirectUrl: string | null };

/**
 * Creates attempt `attempt` of an order's payment at the provider and answers the payment row to store, for a
 * caller that writes it together with the order (one statement). (A provider that calls out over the network makes
 * the caller's transaction wait for it; the sandbox answers at once.)
 */
export async function paymentAtProvider(
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'referenceNumber' | 'grandTotal' | 'currency' | 'languageCode'>,
  method: PaymentMethodId,
  issuer: string | null,
  attempt: number,
): Promise<PaymentValues> {
  const paymentId = randomUUID();
  const created = await provider.createPayment({
    paymentId,
    orderId: order.id,
    orderReference: order.referenceNumber ?? '',
    method,
    issuer,
    amount: order.grandTotal,
    currency: order.currency.trim(),
    language: order.languageCode,
  });
  return {
    id: paymentId,
    orderId: order.id,
    provider: provider.name,
    providerReference: created.providerReference,
    redirectUrl: created.redirectUrl,
    status: created.status,
    method,
    issuer,
    amount: order.grandTotal,
    currency: order.currency,
    attempt,
  };
}

/**
 * Creates attempt `attempt` of an order's payment at the provider and records it, inside the caller's
 * transaction: the payment row and the provider's reference commit together with whatever placed the order, and
 * a failure of either leaves nothing.
 */
export async function createPayment(
  tx: Database,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'referenceNumber' | 'grandTotal' | 'currency' | 'languageCode'>,
  method: PaymentMethodId,
  issuer: string | null,
  attempt: number,
): Promise<StartedPayment> {
  const values = await paymentAtProvider(provider, order, method, issuer, attempt);
  await tx.insert(payments).values(values);
  return { paymentId: values.id, redirectUrl: values.redirectUrl };
}
