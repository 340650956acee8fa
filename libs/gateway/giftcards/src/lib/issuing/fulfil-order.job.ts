import { z } from 'zod';
import type { JobRegistry } from '@giftshop/gateway-jobs';
import { fulfilOrder, type FulfilmentDeps } from './fulfil-order';

/** Job kind enqueued with the payment that pays an order (payload { orderId }). */
export const ORDER_FULFIL_JOB = 'order.fulfil';

const payload = z.object({ orderId: z.uuid() });

/**
 * Registers the issuing jobs; the handler is idempotent, as every job handler must be. The statement that completes
 * the order also ends its job.
 */
export function registerIssuingJobs(registry: JobRegistry, deps: Omit<FulfilmentDeps, 'log'>): JobRegistry {
  return registry.register(ORDER_FULFIL_JOB, async (raw, ctx) => {
    const { orderId } = payload.parse(raw);
    const result = await fulfilOrder(ctx.db, { ...deps, log: ctx.log }, orderId, ctx.job);
    return result.outcome === 'fulfilled' ? 'recorded' : undefined;
  });
}
