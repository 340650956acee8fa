import { graphql } from '@giftshop/shared-graphql';

/**
 * The catalogue routes' queries: one per route, each with the page's metadata for <head>. Fragments are declared
 * by the components that render them (product-card-item.ts, promo-blocks.tsx, …); a query spreads only those.
 * Only the routes' loaders import this module, so the browser loads it with them, for client navigations; the
 * queries a page asks itself (Show more, the Choice card's brands) live beside the parts that ask them.
 */

export const HomePageQuery = graphql(`
  query HomePage($userData: UserDataInput!, $path: String!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    hero: blocks(userData: $userData, queueID: "home-hero") { blocks { ...PromoBlock_block } }
    featured: blocks(userData: $userData, queueID: "home-featured") { blocks { ...PromoBlock_block } }
    usps: blocks(userData: $userData, queueID: "home-usp") { blocks { ...UspList_block } }
    mostChosen: blocks(userData: $userData, queueID: "most-chosen") { blocks { id product { ...ProductCard_product } } }
    categoryMenu(userData: $userData) { items { id topList { ...ProductCard_topListItem } } }
    occasions: taxonomyTerms(userData: $userData, vocabularyID: "OCCASION") { terms { ...OccasionTile_term } }
    testimonials(userData: $userData) { testimonials { items { id author rating quote publishedAt } count } }
  }
`);

export const ProductListQuery = graphql(`
  query ProductList($userData: UserDataInput!, $path: String!, $filters: ProductFiltersInput, $paging: PagingInput!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    products(userData: $userData, filters: $filters, paging: $paging) { products { ...ProductListing_list } }
    filterCategories: taxonomyTerms(userData: $userData, vocabularyID: "CATEGORY") { terms { ...ListFilters_category } }
  }
`);

export const CategoryPageQuery = graphql(`
  query CategoryPage($userData: UserDataInput!, $path: String!, $slug: String!, $all: Boolean!, $filters: ProductFiltersInput, $paging: PagingInput!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    category: taxonomyTerm(userData: $userData, vocabularyID: "CATEGORY", slug: $slug) @skip(if: $all) {
      term { id slug title description }
    }
    products(userData: $userData, filters: $filters, paging: $paging) { products { ...ProductListing_list } }
    filterCategories: taxonomyTerms(userData: $userData, vocabularyID: "CATEGORY") { terms { ...ListFilters_category } }
  }
`);

export const OccasionsPageQuery = graphql(`
  query OccasionsPage($userData: UserDataInput!, $path: String!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    occasions: taxonomyTerms(userData: $userData, vocabularyID: "OCCASION") { terms { ...OccasionTile_term } }
  }
`);

export const OccasionPageQuery = graphql(`
  query OccasionPage($userData: UserDataInput!, $path: String!, $slug: String!, $filters: ProductFiltersInput, $paging: PagingInput!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    occasion: taxonomyTerm(userData: $userData, vocabularyID: "OCCASION", slug: $slug) {
      term { id slug title heroTitle description backgroundColor { color } }
    }
    products(userData: $userData, filters: $filters, paging: $paging) { products { ...ProductListing_list } }
  }
`);

/** Product detail and the Choice card page (the same product page with an explanation). */
export const ProductDetailQuery = graphql(`
  query ProductDetail($userData: UserDataInput!, $path: String!, $slug: String!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    product(userData: $userData, slug: $slug) {
      product {
        id
        ...ProductSummary_product
        ...PurchaseForm_product
        productType
        ... on GiftCardProduct { isChoice }
      }
    }
    finder: locations(userData: $userData, filters: { productSlug: $slug }, paging: { itemsPerPage: 1, pageNumber: 1 }) {
      locations { pageInfo { total } }
    }
  }
`);
