export const searchTypeDefs = /* GraphQL */ `
  "Which kind of page a search hit is."
  enum SearchGroupType {
    PRODUCT
    GIVING_MOMENT
  }

  "A gift card found by search."
  type GiftCardSearchItem {
    id: ID!
    path: String!
    title: String!
    backgroundColor: Color!
    image: Image!
    showShadow: Boolean!
    productType: ProductType!
  }

  "A giving-moment (occasion) page found by search."
  type GivingMomentSearchItem {
    id: ID!
    path: String!
    heroTitle: String!
    backgroundColor: Color
    image: Image
  }

  union SearchItem = GiftCardSearchItem | GivingMomentSearchItem

  type SearchGroup {
    groupType: SearchGroupType!
    "Hits in this group."
    count: Int!
    items: [SearchItem!]!
  }

  type SearchPayload {
    "Groups with at least one hit, gift cards first; empty when nothing matches."
    body: [SearchGroup!]
    "Hits over all groups, for '1 result' / 'N results'."
    total: Int
    errors: [Error!]!
  }

  type SearchTerm {
    title: String!
    url: String!
  }

  "An editorial block shown in the search modal."
  type HighlightedBlock {
    title: String!
    description: String!
    referencedPath: String!
    cardImage: Image
    backgroundImage: Image
    showHand: Boolean!
  }

  type PopularSearch {
    terms: [SearchTerm!]!
    "Suggested products: the store's best sellers."
    entities: [Product!]!
    highlightedBlocks: [HighlightedBlock!]!
  }

  type PopularSearchPayload {
    popularSearch: PopularSearch
    errors: [Error!]!
  }

  extend type Query {
    """
    Full-text search over gift cards and giving moments, tolerant of typos (trigram similarity) and matching
    word prefixes as the shopper types. Text is 1 to 100 characters.
    """
    search_v1(userData: UserDataInput!, inputText: String!): SearchPayload!

    "Popular terms, suggested products and highlighted blocks for the empty search modal."
    popularSearch(userData: UserDataInput!): PopularSearchPayload!
  }
`;
