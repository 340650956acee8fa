import { eq } from 'drizzle-orm';
import { DomainError } from '@giftshop/gateway-core';
import { cardPaidAmount } from '@giftshop/gateway-cards-data';
import { orders, type Database } from '@giftshop/gateway-db';
import { checkoutMessages } from '@giftshop/util-validation';
import { createPayment, type StartedPayment } from './create-payment';
import { methodProblem, paymentMethodsFor, type MethodProblem } from './payment-methods';
import type { PaymentMethodId, PaymentProvider } from './payment-provider';
import { PAYMENT_ATTEMPT_LIMIT } from './payment-settings';
import { closeWaitingPayments, findOrder, paymentsOf } from './payments.repository';

export interface StartPaymentRequest {
  storeId: number;
  language: string;
  orderId: string;
  method: PaymentMethodId;
  issuer: string | null;
}

/** The input error of a method the order cannot be paid with, on the field where the shopper picks it. */
export function methodError(problem: MethodProblem, language: string, fields: { method: string; issuer: string }): DomainError {
  const m = checkoutMessages(language);
  const reason = { method: m.paymentMethodUnavailable, issuerRequired: m.issuerRequired, issuerUnknown: m.issuerUnknown }[problem];
  return new DomainError('INVALID_INPUT', { reason }, problem === 'method' ? fields.method : fields.issuer);
}

/**
 * A new payment attempt for a placed, unpaid order (after a failed, cancelled or expired one). Refused for an
 * order flagged as fraud (2035), after PAYMENT_ATTEMPT_LIMIT attempts (2036), and for an order that is paid,
 * completed or cancelled (2039), and in a store without a provider (2041). Payments still open are closed, so only
 * the newest attempt can be paid.
 */
export async function startPayment(db: Database, provider: PaymentProvider | null, request: StartPaymentRequest): Promise<StartedPayment> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, request.storeId, request.orderId, true);
    if (!order || order.status === 'CART') throw new DomainError('NOT_FOUND', {}, 'orderUuid');
    if (!provider) throw new DomainError('PAYMENT_UNAVAILABLE', {}, 'method');
    if (order.fraudFlaggedAt) throw new DomainError('PAYMENT_FRAUD', {}, 'orderUuid');
    const earlier = await paymentsOf(tx, order.id);
    if (order.status !== 'PENDING' || earlier.some((p) => p.status === 'PAID')) throw new DomainError('ORDER_NOT_PAYABLE', {}, 'orderUuid');
    const attempts = earlier[0]?.attempt ?? 0;
    if (attempts >= PAYMENT_ATTEMPT_LIMIT) throw new DomainError('PAYMENT_RETRY_LIMIT', {}, 'orderUuid');
    const offered = await paymentMethodsFor(tx, provider, order.storeId, order.customerType, request.language);
    const problem = methodProblem(offered, request.method, request.issuer);
    if (problem) throw methodError(problem, request.language, { method: 'method', issuer: 'issuer' });
    await closeWaitingPayments(tx, order.id, 'CANCELED');
    await tx.update(orders).set({ paymentMethod: request.method, updatedAt: new Date() }).where(eq(orders.id, order.id));
    // A redeem order's cards paid part of it: the provider is asked for the rest only.
    const due = order.grandTotal - (await cardPaidAmount(tx, order.id));
    return createPayment(tx, provider, { ...order, grandTotal: due }, request.method, request.issuer, attempts + 1);
  });
}
