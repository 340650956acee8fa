import { run, type Resolvers } from '@giftshop/gateway-core';
import { blocksQueue } from './blocks.service';
import { loadFor } from './selection';
import { categoryMenu, countProducts, getProduct, getTerm, listProducts, listTerms } from './catalogue.service';

export const catalogueResolvers: Resolvers = {
  Product: {
    __resolveType: (product) => (product as { __typename: 'GiftCardProduct' | 'DonationProduct' }).__typename,
  },
  Query: {
    products: (_, { userData, filters, paging }, ctx, info) =>
      run(ctx, userData, (scope) => listProducts(ctx.db, scope, filters, paging, loadFor(info))),
    productCount: (_, { userData, filters }, ctx) => run(ctx, userData, (scope) => countProducts(ctx.db, scope, filters)),
    product: (_, { userData, slug }, ctx, info) => run(ctx, userData, (scope) => getProduct(ctx.db, scope, slug, loadFor(info))),
    blocks: (_, { userData, queueID, filters }, ctx) => run(ctx, userData, (scope) => blocksQueue(ctx.db, scope, queueID, filters)),
    categoryMenu: (_, { userData }, ctx) => run(ctx, userData, (scope) => categoryMenu(ctx.db, scope)),
    taxonomyTerms: (_, { userData, vocabularyID }, ctx) => run(ctx, userData, (scope) => listTerms(ctx.db, scope, vocabularyID)),
    taxonomyTerm: (_, { userData, vocabularyID, slug }, ctx) => run(ctx, userData, (scope) => getTerm(ctx.db, scope, vocabularyID, slug)),
  },
};
