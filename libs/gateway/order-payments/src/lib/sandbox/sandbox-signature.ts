import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying the hex HMAC-SHA256 of the raw webhook body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signSandboxBody(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check of a signature header against the body. */
export function verifySandboxSignature(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSandboxBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The token of a sandbox page's forms: only a page the gateway rendered for this payment can post a choice. */
export function sandboxFormToken(paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`sandbox-form:${paymentId}`).digest('base64url');
}

export function verifySandboxFormToken(paymentId: string, token: string | null | undefined, secret: string): boolean {
  if (!token) return false;
  const expected = Buffer.from(sandboxFormToken(paymentId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
