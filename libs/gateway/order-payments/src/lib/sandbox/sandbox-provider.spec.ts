import { WebhookPayloadError } from '../payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { sandboxFormToken, SANDBOX_SIGNATURE_HEADER, verifySandboxFormToken } from './sandbox-signature';

const secret = 'a-test-secret-of-some-length';
const provider = createSandboxProvider(secret);
const paymentId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const request = { paymentId, orderId: paymentId, orderReference: 'GCUK-100001', issuer: null, amount: 2500, currency: 'GBP', language: 'en' };

describe('sandbox provider', () => {
  it('sends redirect methods to its hosted page and waits for the money of bank transfer and invoice', async () => {
    expect(await provider.createPayment({ ...request, method: 'visa' })).toEqual({
      providerReference: `sbx_${paymentId}`,
      redirectUrl: `/payments/sandbox/${paymentId}/`,
      status: 'OPEN',
    });
    expect(await provider.createPayment({ ...request, method: 'invoice' })).toMatchObject({ redirectUrl: null, status: 'PENDING' });
    expect(await provider.createPayment({ ...request, method: 'banktransfer' })).toMatchObject({ redirectUrl: null, status: 'PENDING' });
  });

  it('accepts a body signed with the secret and refuses a changed body, another secret or no signature', () => {
    const body = Buffer.from(JSON.stringify({ id: 'e1', paymentId, outcome: 'paid' }));
    const signature = provider.sign(body.toString());
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: signature })).toBe(true);
    expect(provider.verifyWebhook(Buffer.from(body.toString().replace('paid', 'fraud')), { [SANDBOX_SIGNATURE_HEADER]: signature })).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: createSandboxProvider('another-secret-entirely').sign(body.toString()) })).toBe(false);
    expect(provider.verifyWebhook(body, {})).toBe(false);
    expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: 'zz' })).toBe(false);
  });

  it('maps the outcomes to payment statuses and marks fraud', () => {
    const parse = (outcome: string) => provider.parseWebhook(Buffer.from(JSON.stringify({ id: `e-${outcome}`, paymentId, outcome })));
    expect(parse('paid')).toMatchObject({ eventId: 'sandbox:e-paid', paymentId, status: 'PAID', fraud: false, eventType: 'payment.paid' });
    expect(parse('pending').status).toBe('PENDING');
    expect(parse('canceled').status).toBe('CANCELED');
    expect(parse('expired').status).toBe('EXPIRED');
    expect(parse('fraud')).toMatchObject({ status: 'FAILED', fraud: true });
  });

  it('refuses malformed bodies', () => {
    const parse = (body: string) => () => provider.parseWebhook(Buffer.from(body));
    expect(parse('not json')).toThrow(WebhookPayloadError);
    expect(parse(JSON.stringify({ id: 'e', paymentId, outcome: 'refunded' }))).toThrow(WebhookPayloadError);
    expect(parse(JSON.stringify({ id: 'e', outcome: 'paid' }))).toThrow(WebhookPayloadError);
    expect(parse(JSON.stringify({ paymentId, outcome: 'paid' }))).toThrow(WebhookPayloadError);
    expect(parse(JSON.stringify({ id: 'e', paymentId, outcome: 'paid', issuer: '<b>' }))).toThrow(WebhookPayloadError);
  });

  it('reports the bank chosen on its page', () => {
    const event = provider.parseWebhook(Buffer.from(JSON.stringify({ id: 'e-bank', paymentId, outcome: 'paid', issuer: 'RABONL2U' })));
    expect(event).toMatchObject({ status: 'PAID', issuer: 'RABONL2U' });
    expect(provider.parseWebhook(Buffer.from(JSON.stringify({ id: 'e-none', paymentId, outcome: 'paid' }))).issuer).toBeNull();
  });

  it('accepts an order reference instead of a payment id (an operator marking a transfer paid)', () => {
    const event = provider.parseWebhook(Buffer.from(JSON.stringify({ id: 'op-1', orderReference: 'GCUK-100001', outcome: 'paid' })));
    expect(event).toMatchObject({ paymentId: null, orderReference: 'GCUK-100001', status: 'PAID' });
  });

  it('gives each payment its own form token', () => {
    const token = sandboxFormToken(paymentId, secret);
    expect(verifySandboxFormToken(paymentId, token, secret)).toBe(true);
    expect(verifySandboxFormToken('11111111-2222-4333-8444-555555555555', token, secret)).toBe(false);
    expect(verifySandboxFormToken(paymentId, null, secret)).toBe(false);
  });
});
