import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentStatus } from './payment-status';

export type PaymentMethodId =
  | 'ideal'
  | 'invoice'
  | 'bancontact'
  | 'belfius'
  | 'kbccbc'
  | 'carteBancaire'
  | 'amex'
  | 'mastercard'
  | 'visa'
  | 'paypal'
  | 'secure'
  | 'banktransfer'
  | 'klarna'
  | 'eps'
  | 'twint'
  | 'przelewy24'
  | 'blik'
  | 'swish'
  | 'mobilepay'
  | 'vipps'
  | 'pix'
  | 'boleto'
  | 'oxxo'
  | 'interac'
  | 'afterpay'
  | 'poli'
  | 'multibanco'
  | 'mbway'
  | 'bizum'
  | 'satispay'
  | 'applepay'
  | 'googlepay';

/** What the gateway asks a provider to collect. */
export interface PaymentRequest {
  paymentId: string;
  orderId: string;
  orderReference: string;
  method: PaymentMethodId;
  issuer: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  language: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment. */
  providerReference: string;
  /** Where the shopper pays; null when nothing is paid by redirect (invoice, bank transfer). */
  redirectUrl: string | null;
  /** OPEN while the shopper is sent to pay; PENDING when the money comes later (invoice, bank transfer). */
  status: 'OPEN' | 'PENDING';
}

/** One status report of a provider, as parsed from its webhook. */
export interface PaymentEvent {
  /** The provider's unique id of this event: a replay carries the same id. */
  eventId: string;
  /** Our payment id, when the provider echoes it. */
  paymentId: string | null;
  /** The order's reference number, for reports about an order rather than one payment (bank transfer, invoice). */
  orderReference: string | null;
  status: PaymentStatus;
  /** The bank the shopper chose on the provider's page (iDEAL without a bank chosen in the shop), when reported. */
  issuer?: string | null;
  /** The provider refused the payment as suspected fraud: the order takes no further attempts (2035). */
  fraud: boolean;
  eventType: string;
  payload: unknown;
}

export class WebhookPayloadError extends Error {}

/**
 * A payment service provider: creates payments, and proves and reads the webhooks it sends back.
 * Implementations must not keep state between calls other than configuration.
 */
export interface PaymentProvider {
  /** Stored with each payment, e.g. 'sandbox'; names the webhook path `/payments/webhooks/<name>`. */
  readonly name: string;
  /** True when no money moves (the sandbox, a provider's test keys): the storefront shows a test-mode notice. */
  readonly testMode: boolean;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** True when the raw body carries the provider's valid signature. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): boolean;
  /** Reads a verified webhook body; throws WebhookPayloadError when it is malformed. */
  parseWebhook(rawBody: Buffer): PaymentEvent;
}
