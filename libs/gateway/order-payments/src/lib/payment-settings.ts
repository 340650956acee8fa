/** Payment attempts an order may make (the first included); the next one is refused with 2036. */
export const PAYMENT_ATTEMPT_LIMIT = 5;

/** Hours an order paid by redirect waits for its payment before it is cancelled (job `order.expire`). */
export const ORDER_PAYMENT_WINDOW_HOURS = 24;

/** Methods that hand the shopper a reference to pay later at a shop, a cash machine or in online banking. */
export const PAID_BY_VOUCHER: ReadonlySet<string> = new Set(['boleto', 'oxxo', 'multibanco']);

/** Hours a voucher's order waits: OXXO, Boleto and Multibanco references stay payable for about three days. */
export const VOUCHER_PAYMENT_WINDOW_HOURS = 72;

/** Hours an order paid by this method waits for its payment before it is cancelled. */
export const paymentWindowHours = (method: string) =>
  PAID_BY_VOUCHER.has(method) ? VOUCHER_PAYMENT_WINDOW_HOURS : ORDER_PAYMENT_WINDOW_HOURS;

/** Development default of PAYMENT_WEBHOOK_SECRET; production sets its own. */
export const DEV_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development-only';
