export * as catalogueRepository from './lib/catalogue.repository';
export type { ProductRow, VariationRow, TermRow, Vocabulary, ProductTypeName, ProductListType, ProductQuery } from './lib/catalogue.repository';
export { toProduct, toTerm, termPath, productImage, type ProductDto, type VariationConfigDto } from './lib/product-mapper';
export { hydrateProducts, toProducts } from './lib/hydrate-products';
export { localizeProducts } from './lib/localize-products';
export * as loadedProductsRepository from './lib/loaded-products.repository';
export type { LoadedProduct, LoadOptions } from './lib/loaded-products.repository';
