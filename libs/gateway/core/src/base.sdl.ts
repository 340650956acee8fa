export const baseTypeDefs = /* GraphQL */ `
  """
  Who is asking. Every operation takes it: the store (build), the language of the answer, the visitor's country
  and, on redeem pages, the holder's redeem token (base64).
  """
  input UserDataInput {
    "Two-letter language code, e.g. en or nl. Must be one of the store's languages."
    language: String!
    "Store id, e.g. 48 for the UK store."
    storeID: Int!
    "ISO 3166-1 alpha-2 country of the visitor, e.g. GB."
    countryCode: String!
    "Base64 redeem token held after a successful balance check."
    redeemToken: String
  }

  """
  A domain error: the operation was understood but refused. Malformed requests get GraphQL errors instead.
  """
  type Error {
    "Human-readable message in the requested language."
    message: String!
    "Numeric code from the error catalogue, e.g. 2030; -1 is the general error."
    code: Int!
    "The request field at fault, e.g. personalMessage, when there is one."
    referencedRequestParameter: String
  }

  "An amount of money. Never a float: minorUnits is exact, value is the same amount with two decimals."
  type Money {
    "Amount in minor units (pence, cents)."
    minorUnits: Int!
    "Amount with exactly two decimals, e.g. 25.00."
    value: String!
    "ISO 4217 currency code, e.g. GBP."
    currency: String!
  }

  "Paging of a list; pages start at 1."
  input PagingInput {
    itemsPerPage: Int
    pageNumber: Int
  }

  "Where a list stands after paging."
  type PageInfo {
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
    hasNextPage: Boolean!
  }

  "Generated card art and other images served by the gateway."
  type Image {
    url: ImageUrl!
    alt: String!
  }

  type ImageUrl {
    "RELATIVE (served by the gateway) or ABSOLUTE."
    type: HrefType!
    href: String!
  }

  enum HrefType {
    RELATIVE
    ABSOLUTE
  }

  type Color {
    color: String!
    opacity: Float!
  }

  "Select option used by forms."
  type SelectOption {
    id: ID!
    label: String!
    icon: String
  }

  "Plain status answer of mutations that return no entity."
  type StatusPayload {
    status: Boolean!
    errors: [Error!]!
  }

  type Query {
    "Always true; lets clients check the gateway answers GraphQL."
    ping: Boolean!
  }

  type Mutation {
    "Always true; lets clients check mutations are accepted."
    ping: Boolean!
  }
`;
