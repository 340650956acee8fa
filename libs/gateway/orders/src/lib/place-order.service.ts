import { DomainError, DomainErrors, ensureClientWaiting, type GatewayContext, type PlaceOrderInput, type StoreScope } from '@giftshop/gateway-core';
import { checkCartForCheckout, isUuid, lockCartForPlacing } from '@giftshop/gateway-cart-data';
import { BANK_TRANSFER_TEMPLATE, ORDER_INVOICE_TEMPLATE, orderInvoiceKey, queueEmail, renderBankTransferEmail, renderOrderInvoiceEmail } from '@giftshop/gateway-mail';
import {
  billingAddressValues,
  ORDER_EXPIRE_JOB,
  ORDER_PAYMENT_WINDOW_HOURS,
  PAID_LATER,
  paymentAtProvider,
  paymentMethodsFor,
  requireProvider,
  placeOrderInputErrors,
  savedBillingAddress,
  type PaymentsRuntime,
} from '@giftshop/gateway-order-payments';
import { acceptedGclid } from './gclid';
import { placeCart } from './place-order.repository';

export interface PlacedOrder {
  orderUuid: string;
  redirectUrl: string | null;
}

/**
 * Places the caller's cart: checks the input (every field error at once), that the cart is still the version the
 * shopper confirmed (2042 otherwise) and its rules again, then in one transaction stores the billing address,
 * turns the cart into a PENDING order with a reference number and its total frozen, detaches it from the session,
 * and creates the first payment. A failure anywhere leaves the cart as it was.
 */
export async function placeOrder(ctx: GatewayContext, scope: StoreScope, input: PlaceOrderInput, runtime: PaymentsRuntime): Promise<PlacedOrder> {
  const language = scope.language.languageCode;
  const provider = requireProvider(runtime, scope.store.id, 'paymentMethod');
  const offered = await paymentMethodsFor(ctx.db, provider, scope.store.id, input.customerType, language);
  const errors = placeOrderInputErrors(input, offered, language);
  if (errors.length) throw new DomainErrors(errors);
  const session = await ctx.session.get();
  if (!session || !isUuid(input.orderUuid)) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');

  return ctx.db.transaction(async (tx) => {
    const locked = await lockCartForPlacing(tx, scope, session, input.orderUuid);
    if (!locked) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
    const { order } = locked;
    // The shopper confirmed one state of the cart; a change since (a late add, another tab) is not paid for unseen.
    if (input.cartVersion !== order.version) {
      throw new DomainError('CART_CHANGED', {}, 'cartVersion');
    }
    ensureClientWaiting(ctx);
    await checkCartForCheckout(tx, order.id, scope);
    if (order.grandTotal <= 0) throw new DomainError('ZERO_VALUE_CART', {}, 'orderUuid');

    const billing = billingAddressValues(input, session.userId);
    const billingAddressId = await savedBillingAddress(tx, billing);
    const referenceNumber = `${scope.store.buildKey}-${locked.reference}`;
    const now = new Date();
    const payment = await paymentAtProvider(provider, { ...order, referenceNumber }, input.paymentMethod, input.issuer ?? null, 1);
    const expiry = PAID_LATER.has(input.paymentMethod)
      ? null
      : { kind: ORDER_EXPIRE_JOB, uniqueKey: `${ORDER_EXPIRE_JOB}:${order.id}`, runAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_HOURS * 3_600_000), payload: { orderId: order.id } };
    const placed = await placeCart(tx, {
      orderId: order.id,
      sessionIdHash: session.idHash,
      billing,
      billingAddressId,
      // A cart filled before logging in belongs to the customer who places it.
      order: { referenceNumber, placedAt: now, paymentMethod: input.paymentMethod, languageCode: language, userId: order.userId ?? session.userId, gclid: acceptedGclid(input.gclid) },
      payment,
      job: expiry,
    });
    // The cart is locked and was checked to be a cart: this only fails if that lock did not hold.
    if (!placed) throw new Error(`order ${order.id} was no longer a cart while placing it`);
    // Sent when this transaction commits: the invoice (its PDF drawn by the outbox from the order id in the key) or how to pay.
    const total = () => new Intl.NumberFormat(scope.language.locale, { style: 'currency', currency: scope.store.currency }).format(order.grandTotal / 100);
    const invoiceTo = billing.invoiceEmail ?? billing.email;
    if (input.paymentMethod === 'invoice' && invoiceTo) {
      const email = renderOrderInvoiceEmail({ language, storeName: scope.store.name, referenceNumber, total: total() });
      await queueEmail(tx, { storeId: scope.store.id, template: ORDER_INVOICE_TEMPLATE, to: invoiceTo, idempotencyKey: orderInvoiceKey(order.id), ...email });
    }
    const bank = input.paymentMethod === 'banktransfer' ? (runtime.bankAccountFor?.(scope.store.id) ?? null) : null;
    if (bank && billing.email) {
      const email = renderBankTransferEmail({ language, storeName: scope.store.name, name: billing.firstName, referenceNumber, total: total(), bank });
      await queueEmail(tx, { storeId: scope.store.id, template: BANK_TRANSFER_TEMPLATE, to: billing.email, idempotencyKey: `${BANK_TRANSFER_TEMPLATE}:${order.id}`, ...email });
    }
    return { orderUuid: order.id, redirectUrl: payment.redirectUrl };
  });
}
