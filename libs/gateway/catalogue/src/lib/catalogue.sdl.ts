export const catalogueTypeDefs = /* GraphQL */ `
  "What a product is: a gift card, a pack of 3 blank cards or a donation."
  enum ProductType {
    GIFT_CARD
    GIFT_CARD_BLANK
    DONATION
  }

  "How a card travels: by e-mail (DIGITAL) or by post (PHYSICAL)."
  enum VariationType {
    DIGITAL
    PHYSICAL
  }

  "Prices a variation offers: fixed values, a custom range, or both."
  type VariationConfig {
    "Fixed values to show as choices, ascending."
    pricesToShow: [Money!]!
    hasFixedPrices: Boolean!
    "Lowest custom amount (whole units), when custom amounts are allowed."
    minPrice: Money
    "Highest custom amount (whole units), when custom amounts are allowed."
    maxPrice: Money
  }

  type Variation {
    id: ID!
    title: String!
    sku: String!
    variationType: VariationType!
    "The lowest price the variation can be bought for."
    price: Money!
    config: VariationConfig!
  }

  "What the redeem shop shows for a product bought with a card balance."
  type RedeemData {
    title: String!
    description: String!
    minimumAvailableCustomAmount: Money
    maximumAvailableCustomAmount: Money
    minimumRemainingBalance: Money
  }

  type RedirectLink {
    url: String!
    "Seconds before the shopper is sent on."
    redirectTime: Int!
  }

  type ExternalLink {
    title: String!
    url: String!
  }

  "The company behind a gift card."
  type GiftCardBrand {
    id: ID!
    name: String!
    iframeUrl: String
    redirectLink: RedirectLink
    productExternalLink: ExternalLink
  }

  "Fields every product has."
  interface Product {
    id: ID!
    title: String!
    description: String!
    "Site-relative path of the product page, with a trailing slash."
    path: String!
    image: Image!
    backgroundColor: Color!
    showHand: Boolean!
    showShadow: Boolean!
    "Fixed values across variations, ascending and distinct."
    fixedValues: [Money!]!
    "Delivery types on offer, digital first."
    variationsToShow: [VariationType!]!
    productType: ProductType!
    redeemData: RedeemData
    variations: [Variation!]!
  }

  type GiftCardProduct implements Product {
    id: ID!
    title: String!
    description: String!
    path: String!
    image: Image!
    backgroundColor: Color!
    showHand: Boolean!
    showShadow: Boolean!
    fixedValues: [Money!]!
    variationsToShow: [VariationType!]!
    productType: ProductType!
    redeemData: RedeemData
    variations: [Variation!]!
    physicalVariationConfig: VariationConfig
    digitalVariationConfig: VariationConfig
    giftCardBrand: GiftCardBrand!
    "Cards of third-party platforms count toward the per-order platform limit."
    thirdPartyPlatform: Boolean!
    "The pan-brand Choice card."
    isChoice: Boolean!
    inStock: Boolean!
    categories: [TaxonomyTerm!]!
  }

  type DonationProduct implements Product {
    id: ID!
    title: String!
    description: String!
    path: String!
    image: Image!
    backgroundColor: Color!
    showHand: Boolean!
    showShadow: Boolean!
    fixedValues: [Money!]!
    variationsToShow: [VariationType!]!
    productType: ProductType!
    redeemData: RedeemData
    variations: [Variation!]!
  }

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

  input ProductFiltersInput {
    filterByProductType: [ProductType!]
    filterByTaxonomy: [TaxonomyFilterInput!]
    filterByPage: PageFilterInput
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
