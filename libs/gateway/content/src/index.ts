import type { GatewayModule } from '@giftshop/gateway-core';
import { contentResolvers } from './lib/content.resolvers';
import { contentTypeDefs } from './lib/content.sdl';
import { createEnquiriesResolvers } from './lib/enquiries.resolvers';
import { enquiriesTypeDefs } from './lib/enquiries.sdl';
import type { EnquiriesRuntime } from './lib/enquiries.runtime';

export { contentTypeDefs } from './lib/content.sdl';

export const contentModule: GatewayModule = {
  name: 'content',
  typeDefs: contentTypeDefs,
  resolvers: contentResolvers,
  cacheableFields: ['pageMetadata', 'page', 'blogPosts', 'blogPost', 'sitemap', 'testimonials'],
};

export { enquiriesTypeDefs } from './lib/enquiries.sdl';
export { ENQUIRY_LIMIT, type EnquiriesRuntime, type EnquiryAddresses, type EnquiryLimit } from './lib/enquiries.runtime';

/** The business quote request and the contact form: stored, acknowledged and forwarded by e-mail. */
export function createEnquiriesModule(runtime: EnquiriesRuntime): GatewayModule {
  return { name: 'enquiries', typeDefs: enquiriesTypeDefs, resolvers: createEnquiriesResolvers(runtime) };
}
