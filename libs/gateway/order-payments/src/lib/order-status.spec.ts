import { canTransition } from './order-status';
import { acceptsStatus, isRetryable } from './payment-status';

describe('order status transitions', () => {
  it('allows placing a cart, and completing or cancelling a pending order', () => {
    expect(canTransition('CART', 'PENDING')).toBe(true);
    expect(canTransition('PENDING', 'COMPLETED')).toBe(true);
    expect(canTransition('PENDING', 'CANCELED')).toBe(true);
  });

  it('refuses every other move, and leaves COMPLETED and CANCELED final', () => {
    expect(canTransition('CART', 'COMPLETED')).toBe(false);
    expect(canTransition('COMPLETED', 'CANCELED')).toBe(false);
    expect(canTransition('CANCELED', 'PENDING')).toBe(false);
    expect(canTransition('PENDING', 'CART')).toBe(false);
  });
});

describe('payment status reports', () => {
  it('moves open and pending payments anywhere but back to open', () => {
    expect(acceptsStatus('OPEN', 'PENDING')).toBe(true);
    expect(acceptsStatus('PENDING', 'FAILED')).toBe(true);
    expect(acceptsStatus('PENDING', 'OPEN')).toBe(false);
  });

  it('keeps final statuses, except that PAID always wins and never changes', () => {
    expect(acceptsStatus('FAILED', 'CANCELED')).toBe(false);
    expect(acceptsStatus('CANCELED', 'PAID')).toBe(true);
    expect(acceptsStatus('PAID', 'FAILED')).toBe(false);
    expect(acceptsStatus('PAID', 'PAID')).toBe(false);
  });

  it('lets failed, cancelled and expired payments be retried', () => {
    expect(['FAILED', 'CANCELED', 'EXPIRED'].every((s) => isRetryable(s as never))).toBe(true);
    expect(isRetryable('PAID')).toBe(false);
  });
});
