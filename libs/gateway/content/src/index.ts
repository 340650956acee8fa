import type { GatewayModule } from '@giftshop/gateway-core';
import { contentResolvers } from './lib/content.resolvers';
import { contentTypeDefs } from './lib/content.sdl';

export { contentTypeDefs } from './lib/content.sdl';

export const contentModule: GatewayModule = {
  name: 'content',
  typeDefs: contentTypeDefs,
  resolvers: contentResolvers,
  cacheableFields: ['pageMetadata', 'page', 'blogPosts', 'blogPost', 'sitemap'],
};
