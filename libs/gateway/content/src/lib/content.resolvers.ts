import { run, type Resolvers } from '@giftshop/gateway-core';
import { getBlogPost, getPage, listBlogPosts, listTestimonials } from './content.service';
import { pageMetadata } from './metadata.service';
import { sitemap } from './sitemap.service';

export const contentResolvers: Resolvers = {
  Query: {
    pageMetadata: (_, { userData, path }, ctx) => run(ctx, userData, (scope) => pageMetadata(ctx.db, ctx.stores, scope, path)),
    page: (_, { userData, path }, ctx) => run(ctx, userData, (scope) => getPage(ctx.db, scope, path)),
    blogPosts: (_, { userData, paging }, ctx) => run(ctx, userData, (scope) => listBlogPosts(ctx.db, scope, paging)),
    sitemap: (_, { userData }, ctx) => run(ctx, userData, (scope) => sitemap(ctx.db, scope)),
    testimonials: (_, { userData }, ctx) => run(ctx, userData, (scope) => listTestimonials(ctx.db, scope)),
    blogPost: (_, { userData, slug }, ctx) => run(ctx, userData, (scope) => getBlogPost(ctx.db, scope, slug)),
  },
};
