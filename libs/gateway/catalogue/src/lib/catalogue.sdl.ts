import { productTypeDefs } from './product.sdl';

const queryTypeDefs = /* GraphQL */ `
  "A category or occasion (giving moment)."
  type TaxonomyTerm {
    id: ID!
    "CATEGORY or OCCASION."
    vocabularyID: String!
    slug: String!
    title: String!
    heroTitle: String
    description: String!
    icon: String
    path: String!
    backgroundColor: Color
    productCount: Int!
  }

  "Filter on taxonomy: products in any of the terms (slugs) of a vocabulary (CATEGORY or OCCASION)."
  input TaxonomyFilterInput {
    vocabularyID: String!
    terms: [String!]!
  }

  "Products referenced by a page, e.g. a category page (pageType CATEGORY, pageId its slug, fieldName products)."
  input PageFilterInput {
    fieldName: String!
    pageId: String!
    pageType: String!
  }

  "The product list filter's types: gift cards sent by e-mail (DIGITAL) or by post (PHYSICAL), donations, blank packs."
  enum ProductListType {
    DIGITAL
    PHYSICAL
    DONATION
    GIFT_CARD_BLANK
  }

  input ProductFiltersInput {
    filterByProductType: [ProductType!]
    "Products of any of these types (the list filter's cb_api_products_types)."
    filterByListType: [ProductListType!]
    filterByTaxonomy: [TaxonomyFilterInput!]
    filterByPage: PageFilterInput
    """
    Products that match a search text (as search_v1: word prefixes, misspellings, accents ignored), best match
    first instead of most popular; at most 100 characters, at most 100 hits.
    """
    searchText: String
  }

  type ProductCountPayload {
    count: Int
    errors: [Error!]!
  }

  type ProductList {
    items: [Product!]!
    pageInfo: PageInfo!
  }

  type ProductsPayload {
    products: ProductList
    errors: [Error!]!
  }

  type ProductPayload {
    product: Product
    errors: [Error!]!
  }

  "A card in a block queue: editorial (home, featured, search highlight) or a product (most chosen, top products)."
  type Block {
    id: ID!
    title: String!
    description: String!
    path: String!
    cardImage: Image
    backgroundImage: Image
    backgroundColor: Color!
    showHand: Boolean!
    showShadow: Boolean!
    product: Product
  }

  input BlockFiltersInput {
    filterByTaxonomy: [TaxonomyFilterInput!]
  }

  type BlocksPayload {
    blocks: [Block!]
    errors: [Error!]!
  }

  type TopListItem {
    id: ID!
    title: String!
    image: Image!
    path: String!
    backgroundColor: Color!
    productType: ProductType!
    showShadow: Boolean!
  }

  type CategoryMenuItem {
    id: ID!
    title: String!
    icon: String
    path: String!
    "The category's top products, best first."
    topList: [TopListItem!]!
  }

  type CategoryMenuPayload {
    items: [CategoryMenuItem!]
    errors: [Error!]!
  }

  type TaxonomyTermsPayload {
    terms: [TaxonomyTerm!]
    errors: [Error!]!
  }

  type TaxonomyTermPayload {
    term: TaxonomyTerm
    errors: [Error!]!
  }

  extend type Query {
    """
    Products of the store, most popular first. Paging defaults to page 1 of 16; a page beyond the end is empty.
    """
    products(userData: UserDataInput!, filters: ProductFiltersInput, paging: PagingInput): ProductsPayload!

    "How many products the filters match (the list filter dialog's count before it is applied)."
    productCount(userData: UserDataInput!, filters: ProductFiltersInput): ProductCountPayload!

    "One product by its URL slug, e.g. harbour-and-pine-gift-card."
    product(userData: UserDataInput!, slug: String!): ProductPayload!

    """
    A queue of blocks. Editorial queues: home-hero, home-featured, home-usp, search-highlight.
    Computed queues: most-chosen (best sellers) and top-products (pass a CATEGORY taxonomy filter).
    """
    blocks(userData: UserDataInput!, queueID: String!, filters: BlockFiltersInput): BlocksPayload!

    "Categories with their top lists, for the gift-cards menu panel."
    categoryMenu(userData: UserDataInput!): CategoryMenuPayload!

    "All terms of a vocabulary (CATEGORY or OCCASION) in menu order."
    taxonomyTerms(userData: UserDataInput!, vocabularyID: String!): TaxonomyTermsPayload!

    "One term by vocabulary and slug."
    taxonomyTerm(userData: UserDataInput!, vocabularyID: String!, slug: String!): TaxonomyTermPayload!
  }
`;

export const catalogueTypeDefs = `${productTypeDefs}\n${queryTypeDefs}`;
