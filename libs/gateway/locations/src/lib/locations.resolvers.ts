import { run, type Resolvers } from '@giftshop/gateway-core';
import { getLocation, listLocations, suggestLocations } from './locations.service';

export const locationsResolvers: Resolvers = {
  Query: {
    locations: (_, { userData, filters, paging }, ctx) => run(ctx, userData, (scope) => listLocations(ctx.db, scope, filters, paging)),
    location: (_, { userData, productSlug, locationSlug }, ctx) =>
      run(ctx, userData, (scope) => getLocation(ctx.db, scope, productSlug, locationSlug)),
    getLocationAddressSuggestions: (_, { userData, filters, paging }, ctx) =>
      run(ctx, userData, (scope) => suggestLocations(ctx.db, scope, filters, paging)),
  },
};
