import type { IncomingHttpHeaders } from 'node:http';
import { WebhookPayloadError, type CreatedPayment, type PaymentEvent, type PaymentProvider, type PaymentRequest } from '../payment-provider';
import type { PaymentStatus } from '../payment-status';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody, verifySandboxSignature } from './sandbox-signature';

/** What the shopper (or operator) can pick on the sandbox page, as the sandbox's webhooks name it. */
export const sandboxOutcomes = ['paid', 'pending', 'failed', 'canceled', 'expired', 'fraud'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

const statusOf: Record<SandboxOutcome, PaymentStatus> = {
  paid: 'PAID',
  pending: 'PENDING',
  failed: 'FAILED',
  canceled: 'CANCELED',
  expired: 'EXPIRED',
  fraud: 'FAILED',
};

/** The body of a sandbox webhook. Either paymentId or orderReference names what was paid. */
export interface SandboxWebhookBody {
  id: string;
  type: 'payment.updated';
  paymentId?: string;
  orderReference?: string;
  outcome: SandboxOutcome;
  /** The bank picked on the sandbox page for an iDEAL payment started without one. */
  issuer?: string;
  createdAt: string;
}

/** Methods paid later, without a redirect: the order waits for the bank or the invoice. */
export const PAID_LATER = new Set(['invoice', 'banktransfer']);

export const sandboxPagePath = (paymentId: string) => `/payments/sandbox/${paymentId}/`;

/**
 * The built-in provider: a hosted page served by the gateway (`/payments/sandbox/<id>/`) where the shopper picks
 * the outcome, and webhooks signed with HMAC-SHA256 like real providers' test modes.
 */
export function createSandboxProvider(secret: string): PaymentProvider & { sign(body: string): string } {
  return {
    name: 'sandbox',
    testMode: true,
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const later = PAID_LATER.has(request.method);
      return {
        providerReference: `sbx_${request.paymentId}`,
        redirectUrl: later ? null : sandboxPagePath(request.paymentId),
        status: later ? 'PENDING' : 'OPEN',
      };
    },
    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      return verifySandboxSignature(rawBody, typeof header === 'string' ? header : undefined, secret);
    },
    parseWebhook(rawBody: Buffer): PaymentEvent {
      let body: Partial<SandboxWebhookBody>;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookPayloadError('The body is not JSON');
      }
      const outcome = body.outcome as SandboxOutcome;
      if (typeof body.id !== 'string' || !/^[\w:.-]{1,120}$/.test(body.id)) throw new WebhookPayloadError('id is missing or malformed');
      if (!sandboxOutcomes.includes(outcome)) throw new WebhookPayloadError('outcome is not one of the sandbox outcomes');
      const paymentId = typeof body.paymentId === 'string' && UUID.test(body.paymentId) ? body.paymentId : null;
      const orderReference = typeof body.orderReference === 'string' && body.orderReference ? body.orderReference : null;
      if (!paymentId && !orderReference) throw new WebhookPayloadError('paymentId or orderReference is required');
      if (body.issuer !== undefined && (typeof body.issuer !== 'string' || !ISSUER.test(body.issuer))) throw new WebhookPayloadError('issuer is malformed');
      const issuer = body.issuer ?? null;
      return { eventId: `sandbox:${body.id}`, paymentId, orderReference, status: statusOf[outcome], issuer, fraud: outcome === 'fraud', eventType: `payment.${outcome}`, payload: body };
    },
    sign: (body: string) => signSandboxBody(body, secret),
  };
}

/** A BIC, as iDEAL names its banks. */
const ISSUER = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
