import { SANDBOX_SIGNATURE_HEADER, signSandboxBody, type SandboxWebhookBody } from '@giftshop/gateway-order-payments';

export type MarkPaidResult = 'marked' | 'already-marked' | 'unknown-order' | 'refused' | 'closed' | 'unreachable';

/**
 * The operator's "the money arrived" for an order paid by bank transfer or invoice: a sandbox webhook naming the
 * order's reference, signed with the gateway's secret and posted to its webhook endpoint like the bank's report.
 */
export async function markOrderPaid(reference: string, options: { gatewayOrigin: string; secret: string }): Promise<MarkPaidResult> {
  const body: SandboxWebhookBody = { id: `operator:${reference}:paid`, type: 'payment.updated', orderReference: reference, outcome: 'paid', createdAt: new Date().toISOString() };
  const text = JSON.stringify(body);
  const response = await fetch(`${options.gatewayOrigin}/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(text, options.secret) },
    body: text,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response) return 'unreachable';
  if (response.status === 404) return 'unknown-order';
  if (!response.ok) return 'refused';
  const { outcome } = (await response.json()) as { outcome: string };
  return outcome === 'applied' ? 'marked' : outcome === 'duplicate' ? 'already-marked' : 'closed';
}
