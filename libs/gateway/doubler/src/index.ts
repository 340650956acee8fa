import type { GatewayModule, StoreRegistry } from '@giftshop/gateway-core';
import type { JobRegistry } from '@giftshop/gateway-jobs';
import { createDoublerResolvers } from './lib/doubler.resolvers';
import type { DoublerRuntime } from './lib/doubler.runtime';
import { doublerTypeDefs } from './lib/doubler.sdl';
import { DOUBLER_DRAW_JOB, doublerDrawJob } from './lib/draw.job';
import { operatorDrawRoute } from './lib/operator-draw';

export { doublerTypeDefs } from './lib/doubler.sdl';
export { DOUBLER_ENTRY_LIMIT, type DoublerRuntime, type EntryLimit } from './lib/doubler.runtime';
export { drawMonth, drawMonthByHand, type DrawOptions, type DrawRequest, type DrawResult } from './lib/draw';
export { DOUBLER_DRAW_JOB, drawJobKey } from './lib/draw.job';
export { addMonths, drawMoment, firstMonday, isDrawMonth, monthOpenAt } from './lib/draw-calendar';
export { OPERATOR_DRAW_PATH, requestDrawFromGateway, signOperatorBody, type OperatorDrawAnswer } from './lib/operator-draw';

/** The balance-doubling prize draw: entries, the draw status, and the operator's draw by hand over HTTP. */
export function createDoublerModule(runtime: DoublerRuntime): GatewayModule {
  return { name: 'doubler', typeDefs: doublerTypeDefs, resolvers: createDoublerResolvers(runtime), routes: [operatorDrawRoute(runtime.operatorSecret)] };
}

export interface DoublerJobDeps {
  stores: StoreRegistry;
}

/** Registers the monthly draw job. */
export function registerDoublerJobs(registry: JobRegistry, deps: DoublerJobDeps): JobRegistry {
  return registry.register(DOUBLER_DRAW_JOB, doublerDrawJob(deps.stores));
}
