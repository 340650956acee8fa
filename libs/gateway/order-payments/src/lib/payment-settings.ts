/** Payment attempts an order may make (the first included); the next one is refused with 2036. */
export const PAYMENT_ATTEMPT_LIMIT = 5;

/** Hours an order paid by redirect waits for its payment before it is cancelled (job `order.expire`). */
export const ORDER_PAYMENT_WINDOW_HOURS = 24;

/** Development default of PAYMENT_WEBHOOK_SECRET; production sets its own. */
export const DEV_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development-only';
