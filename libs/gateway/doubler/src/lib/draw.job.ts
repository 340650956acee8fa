import type { StoreRegistry } from '@giftshop/gateway-core';
import type { JobHandler } from '@giftshop/gateway-jobs';
import { isDrawMonth } from './draw-calendar';
import { drawMonth } from './draw';

export const DOUBLER_DRAW_JOB = 'doubler.draw';

/** One draw job per store and month: every entry of the month schedules it, the first one creates it. */
export const drawJobKey = (storeId: number, month: string) => `${DOUBLER_DRAW_JOB}:${storeId}:${month}`;

/** The scheduled draw of a store's month, due at its draw moment; a month drawn by hand before is left alone. */
export function doublerDrawJob(stores: StoreRegistry): JobHandler {
  return async (payload, ctx) => {
    const { storeId, month } = payload as { storeId: number; month: string };
    if (!Number.isInteger(storeId) || !isDrawMonth(month)) throw new Error('A doubler draw job needs a store id and a YYYY-MM month');
    const result = await drawMonth(ctx.db, stores, { storeId, month });
    ctx.log.info({ storeId, month, outcome: result.outcome, entries: 'entries' in result ? result.entries : undefined }, 'doubler draw');
  };
}
