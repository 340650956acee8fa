import { ORDER_PAYMENT_WINDOW_HOURS, paymentWindowHours, VOUCHER_PAYMENT_WINDOW_HOURS } from './payment-settings';

describe('paymentWindowHours', () => {
  it('gives a voucher paid at a shop or cash machine three days', () => {
    for (const method of ['oxxo', 'boleto', 'multibanco']) expect(paymentWindowHours(method)).toBe(VOUCHER_PAYMENT_WINDOW_HOURS);
    expect(VOUCHER_PAYMENT_WINDOW_HOURS).toBe(72);
  });

  it('gives a method paid on the provider page the order window', () => {
    for (const method of ['visa', 'ideal', 'blik', 'pix', 'mbway']) expect(paymentWindowHours(method)).toBe(ORDER_PAYMENT_WINDOW_HOURS);
  });
});
