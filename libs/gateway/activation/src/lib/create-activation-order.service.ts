import { sql } from 'drizzle-orm';
import { DomainError, DomainErrors, messagesIn, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { activationOrders, orders, selectRows, type Database } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import {
  cancelOrder,
  createPayment,
  ORDER_EXPIRE_JOB,
  ORDER_PAYMENT_WINDOW_HOURS,
  PAID_BY_VOUCHER,
  PAID_LATER,
  paymentMethodsFor,
  requireProvider,
  type PaymentProvider,
  type PaymentsRuntime,
} from '@giftshop/gateway-order-payments';
import { activationAmountMessages, activationMessages, amountSchema, hasValidCheckDigit, isActivationEmail, normalizeCardNumber } from '@giftshop/util-validation';
import { choiceProductOf, findPrefix, lockCardByNumber, pendingOrdersOfCard, type ActivationCardRow } from './activation.repository';
import type { ActivationRuntime } from './activation-runtime';

export interface ActivationOrderInput {
  cardNumber: string;
  amount: number;
  email: string;
}

const simulationFailed = () => new DomainError('ACTIVATION_SIMULATION_FAILED', {}, 'cardNumber');

/** The number and e-mail as the form sends them, both refusals at once. */
function checkInput(input: ActivationOrderInput): { number: string; email: string } {
  const number = normalizeCardNumber(input.cardNumber);
  const email = input.email.trim();
  const errors: DomainError[] = [];
  if (!hasValidCheckDigit(number)) errors.push(simulationFailed());
  if (!isActivationEmail(email)) errors.push(new DomainError('ACTIVATION_INVALID_EMAIL', {}, 'email'));
  if (errors.length) throw new DomainErrors(errors);
  return { number, email };
}

/**
 * The dry run before any payment (spec §8 "simulation failed"): the card must exist in this store as an INACTIVE,
 * unexpired Choice card, and the value must be within the Choice card's range. A card whose earlier activation is
 * paid and on its way is refused; earlier unpaid attempts are cancelled, so a shopper who abandoned the payment
 * page can start again.
 */
async function simulate(tx: Database, scope: StoreScope, card: ActivationCardRow | null, amount: number, now: Date): Promise<ActivationCardRow> {
  if (!card || card.storeId !== scope.store.id || card.status !== 'INACTIVE' || card.expiresAt <= now) throw simulationFailed();
  const product = await choiceProductOf(tx, card);
  if (!product?.isChoice || product.minPrice === null || product.maxPrice === null) throw simulationFailed();
  const m = activationMessages(messagesIn(scope));
  const format = (minor: number) => new Intl.NumberFormat(scope.language.locale, { style: 'currency', currency: card.currency.trim() }).format(minor / 100);
  try {
    amountSchema({ min: product.minPrice, max: product.maxPrice }, activationAmountMessages(m), format).validateSync(amount);
  } catch (error) {
    throw new DomainError('INVALID_INPUT', { reason: (error as Error).message }, 'amount');
  }
  for (const pending of await pendingOrdersOfCard(tx, card.id)) {
    if (pending.paid) throw simulationFailed();
    await cancelOrder(tx, pending.orderId);
  }
  return card;
}

/**
 * The store's first method paid by redirect at once (iDEAL in the Netherlands, a card in the UK, Pix in Brazil; not
 * a voucher paid days later): the activation form asks for no method, and a bank, where the method needs one, is
 * chosen on the provider's page.
 */
async function activationPaymentMethod(db: Database, provider: PaymentProvider, scope: StoreScope) {
  const offered = await paymentMethodsFor(db, provider, scope.store.id, 'PRIVATE', scope.language.languageCode);
  const method = offered.find((m) => !PAID_LATER.has(m.id) && !PAID_BY_VOUCHER.has(m.id));
  if (!method) throw new Error(`Store ${scope.store.id} offers no payment method for activations`);
  return method.id;
}

/**
 * Starts a Choice card activation: per-client limit, the number and e-mail rules, the prefix (activatable in this
 * store, else 2302), then under a lock on the card the dry run, and in the same transaction a PENDING ACTIVATION
 * order with a reference number and the value as its total, what it is for, its first payment and its expiry job.
 */
export async function createActivationOrder(ctx: GatewayContext, scope: StoreScope, input: ActivationOrderInput, payments: PaymentsRuntime, runtime: ActivationRuntime | null) {
  if (runtime && !(await runtime.clientLimit.consume(runtime.clientKey(ctx.request))).allowed) throw new DomainError('RATE_LIMITED');
  const { number, email } = checkInput(input);
  const prefix = await findPrefix(ctx.db, number);
  if (!prefix || prefix.storeId !== scope.store.id || !prefix.activatable) throw new DomainError('ACTIVATION_PREFIX_NOT_ALLOWED', {}, 'cardNumber');
  if (!prefix.isChoice) throw simulationFailed();
  const provider = requireProvider(payments, scope.store.id);
  const method = await activationPaymentMethod(ctx.db, provider, scope);

  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const card = await simulate(tx, scope, await lockCardByNumber(tx, number), input.amount, now);
    const [{ next }] = await selectRows<{ next: string }>(tx, sql`select nextval('order_reference_seq')::text as next`);
    const [order] = await tx
      .insert(orders)
      .values({
        storeId: scope.store.id,
        orderType: 'ACTIVATION',
        status: 'PENDING',
        referenceNumber: `${scope.store.buildKey}-${next}`,
        languageCode: scope.language.languageCode,
        currency: card.currency,
        subTotal: input.amount,
        grandTotal: input.amount,
        paymentMethod: method,
        placedAt: now,
      })
      .returning();
    await tx.insert(activationOrders).values({ orderId: order.id, giftCardId: card.id, email });
    const payment = await createPayment(tx, provider, order, method, null, 1);
    const runAt = new Date(now.getTime() + ORDER_PAYMENT_WINDOW_HOURS * 3_600_000);
    await enqueueJob(tx, { kind: ORDER_EXPIRE_JOB, uniqueKey: `${ORDER_EXPIRE_JOB}:${order.id}`, runAt, payload: { orderId: order.id } });
    return { order: { orderUuid: order.id, redirectUrl: payment.redirectUrl ?? '' } };
  });
}
