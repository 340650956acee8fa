export const productTypeDefs = /* GraphQL */ `
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
`;
