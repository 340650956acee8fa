import { and, eq, inArray, sql } from 'drizzle-orm';
import { addOrderToSession, DomainError, DomainErrors, ensureClientWaiting, messagesIn, type GatewayContext, type PlaceRedeemOrderInput, type StoreScope } from '@giftshop/gateway-core';
import { checkCartForCheckout, isUuid } from '@giftshop/gateway-cart-data';
import { cardRefusal, postLedgerEntry } from '@giftshop/gateway-cards-data';
import { giftCards, orderCardPayments, orders, selectRows, type Database } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import {
  billingAddressValues,
  checkoutFieldErrors,
  createPayment,
  fulfilJob,
  methodError,
  methodProblem,
  ORDER_EXPIRE_JOB,
  paymentWindowHours,
  PAID_LATER,
  paymentMethodsFor,
  requireProvider,
  storeBillingAddress,
  transitionOrder,
  type PaymentsRuntime,
} from '@giftshop/gateway-order-payments';
import { allocate } from './redeem-allocation';
import { checkBalanceLeft } from './redeem-input';
import { findRedeemOrder, orderCards, requireRedeemSession } from './redeem-orders.repository';
import { orderRedeemPage } from './redeem-pages.repository';
import { redeemMessages } from './redeem.messages';

export interface PlacedRedeemOrder {
  orderUuid: string;
  redirectUrl: string | null;
}

/** A business places the order when it gives company details, and always from a business redeem page's shop. */
async function customerTypeOf(db: Database, input: PlaceRedeemOrderInput): Promise<'BUSINESS' | 'PRIVATE'> {
  if (input.business) return 'BUSINESS';
  const [order] = isUuid(input.orderUuid) ? await db.select({ pageId: orders.redeemPageId }).from(orders).where(eq(orders.id, input.orderUuid)) : [];
  return (await orderRedeemPage(db, order?.pageId ?? null))?.business ? 'BUSINESS' : 'PRIVATE';
}

/** The cards of a placed order must still be spendable: a card blocked or expired since it was added stops checkout. */
async function spendableCards(tx: Database, orderId: string, scope: StoreScope, now: Date) {
  const cards = await orderCards(tx, orderId, true);
  const ids = cards.map((c) => c.giftCardId);
  const states = ids.length ? await tx.select().from(giftCards).where(inArray(giftCards.id, ids)) : [];
  for (const state of states) {
    const refusal = cardRefusal(state, scope.store.id, now);
    if (refusal && refusal !== 'CARD_NO_BALANCE') throw new DomainError(refusal, {}, 'cardNumber');
  }
  return cards;
}

/**
 * Places the holder's redeem order (spec §2.1 /check-balance/checkout/) in one transaction: the order is checked
 * again (receivers, order rules, the cards still spendable, the balance left), the cards' rows are locked in id
 * order, each card is debited by one REDEEM ledger row (never below zero, once per order and card), and the order
 * becomes PENDING with a reference number. When the cards cover the total the order is paid and its fulfilment
 * job (cards issued and e-mailed once) is queued; otherwise the first payment of the shortfall is created. A
 * failure anywhere leaves the balances and the order as they were.
 */
export async function placeRedeemOrder(ctx: GatewayContext, scope: StoreScope, input: PlaceRedeemOrderInput, runtime: PaymentsRuntime, now = new Date()): Promise<PlacedRedeemOrder> {
  const language = scope.language.languageCode;
  const messages = messagesIn(scope);
  const customerType = await customerTypeOf(ctx.db, input);
  const errors = checkoutFieldErrors({ customerType, billingAddress: input.billingAddress, business: input.business, termsAccepted: input.termsAccepted }, messages);
  if (errors.length) throw new DomainErrors(errors);
  const session = await requireRedeemSession(ctx.db, scope, now);
  const login = await ctx.session.get();
  const customer = login?.userId && login.storeId === scope.store.id ? login.userId : null;
  // The browser's session owns the placed order too, so leaving the payment retry page can cancel it (cancelOrder).
  const browser = login ?? (await ctx.session.ensure(scope.store.id));

  return ctx.db.transaction(async (tx) => {
    const order = await findRedeemOrder(tx, scope, session, input.orderUuid, true);
    if (!order || order.status !== 'CART') throw new DomainError('NOT_FOUND', {}, 'orderUuid');
    // The holder confirmed one state of the order; a change since (a late add, another card) is not paid for unseen.
    if (input.orderVersion !== order.version) {
      throw new DomainError('CART_CHANGED', {}, 'orderVersion');
    }
    ensureClientWaiting(ctx);
    const rows = await checkCartForCheckout(tx, order.id, scope);
    if (order.grandTotal <= 0) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
    const cards = await spendableCards(tx, order.id, scope, now);
    const payment = allocate(cards, order.grandTotal);
    checkBalanceLeft(rows, payment.remaining, scope, 'orderUuid');
    const provider = payment.shortfall > 0 ? requireProvider(runtime, order.storeId, 'paymentMethod') : null;
    if (payment.shortfall > 0) {
      if (!input.paymentMethod) throw new DomainError('INVALID_INPUT', { reason: redeemMessages(messages).paymentMethodRequired }, 'paymentMethod');
      const problem = methodProblem(await paymentMethodsFor(tx, provider, order.storeId, customerType, messages), input.paymentMethod, input.issuer ?? null);
      if (problem) throw methodError(problem, messages, { method: 'paymentMethod', issuer: 'issuer' });
    }

    const billingAddressId = await storeBillingAddress(tx, billingAddressValues({ customerType, billingAddress: input.billingAddress, business: input.business }, customer));
    const [{ next }] = await selectRows<{ next: string }>(tx, sql`select nextval('order_reference_seq')::text as next`);
    const referenceNumber = `${scope.store.buildKey}-${next}`;
    const method = payment.shortfall > 0 ? input.paymentMethod : null;
    await transitionOrder(tx, order.id, 'CART', 'PENDING', {
      referenceNumber,
      placedAt: now,
      termsAcceptedAt: now,
      paymentMethod: method,
      customerType,
      billingAddressId,
      languageCode: language,
      // A holder who is logged in finds the order among their account's orders.
      ...(customer ? { userId: customer } : {}),
    });
    await addOrderToSession(tx, browser.idHash, order.id);

    for (const used of payment.used.filter((u) => u.amount > 0)) {
      const posted = await postLedgerEntry(tx, { giftCardId: used.giftCardId, amount: -used.amount, reason: 'REDEEM', idempotencyKey: `redeem:${order.id}:${used.giftCardId}`, orderId: order.id });
      // The card rows are locked and the amounts come from their balances, so this cannot happen; if it does, nothing commits.
      if (posted.outcome !== 'posted') throw new Error(`redeem debit of order ${order.id} was ${posted.outcome}`);
      await tx.update(orderCardPayments).set({ amount: used.amount }).where(and(eq(orderCardPayments.orderId, order.id), eq(orderCardPayments.giftCardId, used.giftCardId)));
    }

    if (payment.shortfall === 0 || !input.paymentMethod || !provider) {
      await enqueueJob(tx, fulfilJob(order.id, 'REDEEM'));
      return { orderUuid: order.id, redirectUrl: null };
    }
    const started = await createPayment(tx, provider, { ...order, referenceNumber, grandTotal: payment.shortfall }, input.paymentMethod, input.issuer ?? null, 1);
    if (!PAID_LATER.has(input.paymentMethod)) {
      const runAt = new Date(now.getTime() + paymentWindowHours(input.paymentMethod) * 3_600_000);
      await enqueueJob(tx, { kind: ORDER_EXPIRE_JOB, uniqueKey: `${ORDER_EXPIRE_JOB}:${order.id}`, runAt, payload: { orderId: order.id } });
    }
    return { orderUuid: order.id, redirectUrl: started.redirectUrl };
  });
}

