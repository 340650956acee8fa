import type { HttpRoute } from '@giftshop/gateway-core';
import { applyPaymentEvent, UnknownPaymentError, WebhookPayloadError, type PaymentProvider } from '@giftshop/gateway-order-payments';
import { BodyTooLargeError, readRawBody, sendJson } from './http';

const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * `POST /payments/webhooks/<provider>`: the provider's status reports. The signature is checked over the raw
 * body before anything is read (401 when it does not match); each event is applied once, replays answer 200.
 */
export function webhookRoute(provider: PaymentProvider): HttpRoute {
  return {
    method: 'POST',
    prefix: `/payments/webhooks/${provider.name}`,
    async handle(req, res, { db, log }) {
      let body: Buffer;
      try {
        body = await readRawBody(req, MAX_WEBHOOK_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'Body too large' });
        throw error;
      }
      if (!provider.verifyWebhook(body, req.headers)) {
        log.warn({ provider: provider.name }, 'webhook refused: bad signature');
        return sendJson(res, 401, { error: 'Invalid signature' });
      }
      try {
        const event = provider.parseWebhook(body);
        const outcome = await applyPaymentEvent(db, provider, event, log);
        log.info({ provider: provider.name, eventId: event.eventId, status: event.status, outcome }, 'payment webhook');
        return sendJson(res, 200, { received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookPayloadError) return sendJson(res, 400, { error: error.message });
        if (error instanceof UnknownPaymentError) return sendJson(res, 404, { error: error.message });
        throw error;
      }
    },
  };
}
