import { createPaymentsRuntime } from '@giftshop/gateway-order-payments';
import { activeBefore } from './activation-voucher.service';
import { createActivationResolvers } from './activation.resolvers';

describe('activation module', () => {
  it('promises the value on the card 24 hours after payment', () => {
    expect(activeBefore(new Date('2026-11-23T09:15:00Z')).toISOString()).toBe('2026-11-24T09:15:00.000Z');
  });

  it('resolves both operations of its SDL', () => {
    const payments = createPaymentsRuntime({ webhookSecret: 'x'.repeat(16), webhookUrl: null, defaultProvider: 'sandbox', storeProviders: new Map() });
    const resolvers = createActivationResolvers(payments, null);
    expect(Object.keys(resolvers.Query ?? {})).toEqual(['activationVoucher']);
    expect(Object.keys(resolvers.Mutation ?? {})).toEqual(['createActivationOrder']);
  });
});
