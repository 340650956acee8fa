import { eq } from 'drizzle-orm';
import { payments, type Database } from '@giftshop/gateway-db';
import type { PaymentMethodId, PaymentProvider } from './payment-provider';
import type { OrderRow } from './payments.repository';

export interface StartedPayment {
  paymentId: string;
  /** The provider's page to send the shopper to; null when the order is paid later (invoice, bank transfer). */
  redirectUrl: string | null;
}

/**
 * Records attempt `attempt` of an order's payment and creates it at the provider, inside the caller's
 * transaction: the payment row and the provider's reference commit together with whatever placed the order.
 * (A provider that calls out over the network makes the transaction wait for it; the sandbox answers at once.)
 */
export async function createPayment(
  tx: Database,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'referenceNumber' | 'grandTotal' | 'currency' | 'languageCode'>,
  method: PaymentMethodId,
  issuer: string | null,
  attempt: number,
): Promise<StartedPayment> {
  const [row] = await tx
    .insert(payments)
    .values({ orderId: order.id, provider: provider.name, method, issuer, amount: order.grandTotal, currency: order.currency, attempt })
    .returning({ id: payments.id });
  const created = await provider.createPayment({
    paymentId: row.id,
    orderId: order.id,
    orderReference: order.referenceNumber ?? '',
    method,
    issuer,
    amount: order.grandTotal,
    currency: order.currency.trim(),
    language: order.languageCode,
  });
  await tx
    .update(payments)
    .set({ providerReference: created.providerReference, redirectUrl: created.redirectUrl, status: created.status })
    .where(eq(payments.id, row.id));
  return { paymentId: row.id, redirectUrl: created.redirectUrl };
}
