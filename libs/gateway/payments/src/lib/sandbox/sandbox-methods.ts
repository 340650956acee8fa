import { PAID_BY_VOUCHER, type PaymentRow, type SandboxOutcome } from '@giftshop/gateway-order-payments';

/**
 * BLIK pays with the 6-digit code the shopper's banking app shows. The sandbox pays any 6 digits except this code,
 * which the bank declines (the payment fails), as providers' BLIK test modes keep one code for a refusal.
 */
export const BLIK_DECLINED_CODE = '000000';
const BLIK_CODE = /^\d{6}$/;

/** Whether the page asks for a BLIK code: an open BLIK payment. */
export const asksBlikCode = (payment: Pick<PaymentRow, 'status' | 'method'>) =>
  payment.status === 'OPEN' && payment.method === 'blik';

/**
 * The outcome a BLIK code gives the shopper's "pay": paid, failed for the declined code, or null when the code is
 * missing or not 6 digits (the page asks again).
 */
export function blikOutcome(code: string | null): SandboxOutcome | null {
  const digits = (code ?? '').replace(/\s/g, '');
  if (!BLIK_CODE.test(digits)) return null;
  return digits === BLIK_DECLINED_CODE ? 'failed' : 'paid';
}

/** Whether the method hands the shopper a reference to pay later at a shop, a cash machine or in online banking. */
export const isVoucher = (method: string) => PAID_BY_VOUCHER.has(method);

/** The voucher's payment reference: 15 digits in threes, from the payment id, so a reload shows the same one. */
export function voucherReference(paymentId: string): string {
  const digits = [...paymentId.replace(/[^0-9a-f]/gi, '')].map((c) => String(Number.parseInt(c, 16) % 10)).slice(0, 15);
  return digits.join('').replace(/(\d{3})(?=\d)/g, '$1 ');
}
