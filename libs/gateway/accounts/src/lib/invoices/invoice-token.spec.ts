import { invoicePath, readInvoiceToken, signInvoiceToken } from './invoice-token';

const grant = { orderId: '0b7f3c9e-5d2a-4c1b-9e8f-1a2b3c4d5e6f', userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', language: 'en', expiresAt: 1_800_000_000 };
const SECRET = 'a-test-secret-of-some-length';

describe('invoice link tokens', () => {
  it('reads back the grant it signed', () => {
    const token = signInvoiceToken(SECRET, grant);
    expect(readInvoiceToken(SECRET, token)).toEqual(grant);
    expect(invoicePath(token)).toBe(`/invoices/${token}.pdf`);
  });

  it('refuses another secret, a changed payload or signature, and malformed tokens', () => {
    const token = signInvoiceToken(SECRET, grant);
    const [payload, signature] = token.split('.');
    const later = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('1800000000', '1900000000')).toString('base64url');
    expect(readInvoiceToken('another-secret-of-some-length', token)).toBeNull();
    expect(readInvoiceToken(SECRET, `${later}.${signature}`)).toBeNull();
    expect(readInvoiceToken(SECRET, `${payload}.${signature.slice(0, -2)}`)).toBeNull();
    expect(readInvoiceToken(SECRET, `${token}.extra`)).toBeNull();
    expect(readInvoiceToken(SECRET, 'nonsense')).toBeNull();
  });

  it('signs only well-formed grants it can read back', () => {
    const token = signInvoiceToken(SECRET, { ...grant, orderId: 'not-a-uuid' });
    expect(readInvoiceToken(SECRET, token)).toBeNull();
  });
});
