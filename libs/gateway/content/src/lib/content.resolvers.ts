import { run, type Resolvers } from '@giftshop/gateway-core';
import { getBlogPost, getPage, listBlogPosts } from './content.service';
import { pageMetadata } from './metadata.service';

export const contentResolvers: Resolvers = {
  Query: {
    pageMetadata: (_, { userData, path }, ctx) => run(ctx, userData, (scope) => pageMetadata(ctx.db, ctx.stores, scope, path)),
    page: (_, { userData, path }, ctx) => run(ctx, userData, (scope) => getPage(ctx.db, scope, path)),
    blogPosts: (_, { userData, paging }, ctx) => run(ctx, userData, (scope) => listBlogPosts(ctx.db, scope, paging)),
    blogPost: (_, { userData, slug }, ctx) => run(ctx, userData, (scope) => getBlogPost(ctx.db, scope, slug)),
  },
};
