import { createHmac, timingSafeEqual } from 'node:crypto';

/** An invoice link works this long after it was handed out. */
export const INVOICE_LINK_SECONDS = 5 * 60;

/** Who may download which order's invoice, in which language, until when (seconds since the epoch). */
export interface InvoiceGrant {
  orderId: string;
  userId: string;
  language: string;
  expiresAt: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const GRANT = new RegExp(`^(${UUID})\\.(${UUID})\\.([a-z]{2})\\.(\\d{1,12})$`);

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`invoice:${payload}`).digest();

/** `<payload>.<signature>`, both base64url. */
export function signInvoiceToken(secret: string, grant: InvoiceGrant): string {
  const payload = `${grant.orderId}.${grant.userId}.${grant.language}.${grant.expiresAt}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/** The grant of a token signed with `secret`, expired or not; null for anything else. */
export function readInvoiceToken(secret: string, token: string): InvoiceGrant | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = GRANT.exec(payload);
  return match ? { orderId: match[1], userId: match[2], language: match[3], expiresAt: Number(match[4]) } : null;
}

export const invoicePath = (token: string) => `/invoices/${token}.pdf`;
