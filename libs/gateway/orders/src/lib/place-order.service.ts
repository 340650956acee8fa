import { DomainError, DomainErrors, ensureClientWaiting, messagesIn, type GatewayContext, type PlaceOrderInput, type StoreScope } from '@giftshop/gateway-core';
import { checkCartRowsForCheckout, readCartForPlacing } from '@giftshop/gateway-cart-data';
import { BANK_TRANSFER_TEMPLATE, ORDER_INVOICE_TEMPLATE, orderInvoiceKey, queueEmail, renderBankTransferEmail, renderOrderInvoiceEmail } from '@giftshop/gateway-mail';
import {
  billingAddressValues,
  ORDER_EXPIRE_JOB,
  paymentWindowHours,
  PAID_LATER,
  paymentAtProvider,
  paymentMethodsFor,
  requireProvider,
  placeOrderInputErrors,
  savedBillingAddress,
  type PaymentsRuntime,
} from '@giftshop/gateway-order-payments';
import type { Database } from '@giftshop/gateway-db';
import { acceptedGclid } from './gclid';
import { placeCart } from './place-order.repository';

export interface PlacedOrder {
  orderUuid: string;
  redirectUrl: string | null;
}

/**
 * Places the caller's cart: checks the input (every field error at once), that the cart is still the version the
 * shopper confirmed (2042 otherwise) and its rules again, then in one statement (placeCart) stores the billing
 * address, turns the cart into a PENDING order with a reference number and its total frozen, detaches it from the
 * session, and creates the first payment, provided the cart is still that version; a cart changed meanwhile is left
 * as it is (2042). An e-mail the placing sends is queued in the same transaction.
 */
export async function placeOrder(ctx: GatewayContext, scope: StoreScope, input: PlaceOrderInput, runtime: PaymentsRuntime): Promise<PlacedOrder> {
  const language = scope.language.languageCode;
  const messages = messagesIn(scope);
  const provider = requireProvider(runtime, scope.store.id, 'paymentMethod');
  const offered = await paymentMethodsFor(ctx.db, provider, scope.store.id, input.customerType, messages);
  const errors = placeOrderInputErrors(input, offered, messages);
  if (errors.length) throw new DomainErrors(errors);
  // The session is read by the cart's statement.
  const cart = await readCartForPlacing(ctx.db, scope, ctx.session, input.orderUuid);
  if (!cart) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  const { session } = cart;
  const { order } = cart.rows;
  // The shopper confirmed one state of the cart; a change since (a late add, another tab) is not paid for unseen.
  if (input.cartVersion !== order.version) throw new DomainError('CART_CHANGED', {}, 'cartVersion');
  ensureClientWaiting(ctx);
  checkCartRowsForCheckout(cart.rows, scope);
  if (order.grandTotal <= 0) throw new DomainError('ZERO_VALUE_CART', {}, 'orderUuid');

  const billing = billingAddressValues(input, session.userId);
  const billingAddressId = await savedBillingAddress(ctx.db, billing);
  const referenceNumber = `${scope.store.buildKey}-${cart.reference}`;
  const now = new Date();
  const payment = await paymentAtProvider(provider, { ...order, referenceNumber }, input.paymentMethod, input.issuer ?? null, 1);
  const expiry = PAID_LATER.has(input.paymentMethod)
    ? null
    : { kind: ORDER_EXPIRE_JOB, uniqueKey: `${ORDER_EXPIRE_JOB}:${order.id}`, runAt: new Date(now.getTime() + paymentWindowHours(input.paymentMethod) * 3_600_000), payload: { orderId: order.id } };
  const place = async (db: Database) => {
    const placed = await placeCart(db, {
      orderId: order.id,
      version: order.version,
      sessionIdHash: session.idHash,
      billing,
      billingAddressId,
      // A cart filled before logging in belongs to the customer who places it.
      order: { referenceNumber, placedAt: now, paymentMethod: input.paymentMethod, languageCode: language, userId: order.userId ?? session.userId, gclid: acceptedGclid(input.gclid) },
      payment,
      job: expiry,
    });
    // Changed (or placed by another request) since it was read: nothing was written.
    if (!placed) throw new DomainError('CART_CHANGED', {}, 'cartVersion');
  };

  // Sent once the order is placed: the invoice (its PDF drawn by the outbox from the order id in the key) or how to pay.
  const total = () => new Intl.NumberFormat(scope.language.locale, { style: 'currency', currency: scope.store.currency }).format(order.grandTotal / 100);
  const invoiceTo = input.paymentMethod === 'invoice' ? (billing.invoiceEmail ?? billing.email) : null;
  const bank = input.paymentMethod === 'banktransfer' ? (runtime.bankAccountFor?.(scope.store.id) ?? null) : null;
  const bankTo = bank && billing.email;
  if (!invoiceTo && !bankTo) await place(ctx.db);
  else {
    await ctx.db.transaction(async (tx) => {
      await place(tx);
      if (invoiceTo) {
        const email = renderOrderInvoiceEmail({ language: messages, storeName: scope.store.name, referenceNumber, total: total() });
        await queueEmail(tx, { storeId: scope.store.id, template: ORDER_INVOICE_TEMPLATE, to: invoiceTo, idempotencyKey: orderInvoiceKey(order.id), ...email });
      }
      if (bank && bankTo) {
        const email = renderBankTransferEmail({ language: messages, storeName: scope.store.name, name: billing.firstName, referenceNumber, total: total(), bank });
        await queueEmail(tx, { storeId: scope.store.id, template: BANK_TRANSFER_TEMPLATE, to: bankTo, idempotencyKey: `${BANK_TRANSFER_TEMPLATE}:${order.id}`, ...email });
      }
    });
  }
  return { orderUuid: order.id, redirectUrl: payment.redirectUrl };
}
