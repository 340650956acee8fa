import type { GatewayModule } from '@giftshop/gateway-core';
import { cardArtRoute } from './lib/card-art';
import { catalogueResolvers } from './lib/catalogue.resolvers';
import { catalogueTypeDefs } from './lib/catalogue.sdl';

export { catalogueTypeDefs } from './lib/catalogue.sdl';
export { renderCardArt } from './lib/card-art';

export const catalogueModule: GatewayModule = {
  name: 'catalogue',
  typeDefs: catalogueTypeDefs,
  resolvers: catalogueResolvers,
  routes: [cardArtRoute],
  cacheableFields: ['products', 'productCount', 'product', 'blocks', 'categoryMenu', 'taxonomyTerms', 'taxonomyTerm'],
};
