export const storeTypeDefs = /* GraphQL */ `
  type MenuLink {
    title: String!
    path: String!
    "RELATIVE for the site's own pages, ABSOLUTE for other sites (opened in a new tab)."
    hrefType: HrefType!
  }

  "A titled column of links in the footer."
  type MenuSection {
    title: String!
    menuItems: [MenuLink!]!
  }

  type FooterMenu {
    menuItems: [MenuSection!]!
  }

  type BusinessMenu {
    title: String!
    menuItems: [MenuLink!]!
  }

  type StoreMenus {
    footerMenu: FooterMenu!
    businessMenu: BusinessMenu
  }

  type Logo {
    url: String!
    alt: String!
  }

  "A payment method's icon for the footer (the footer shows at most 4 on mobile)."
  type PaymentIcon {
    "Payment method id, e.g. visa, paypal, ideal."
    id: String!
    title: String!
    image: Image!
  }

  type LanguageCombination {
    languageCode: String!
    locale: String!
    isDefault: Boolean!
    currency: String!
  }

  "A store the visitor can switch to: its country, address and languages."
  type CountryCombination {
    country: String!
    storeID: Int!
    buildKey: String!
    url: String!
    languagesCombinations: [LanguageCombination!]!
  }

  type StoreData {
    storeID: Int!
    buildKey: String!
    name: String!
    countryCode: String!
    currency: String!
    locale: String!
    origin: String!
    menus: StoreMenus!
    paymentIcons: [PaymentIcon!]!
    mainLogo: Logo!
    footerLogo: Logo!
    "The stores of the same brand family, this one included, for the store switcher."
    countriesCombinations: [CountryCombination!]!
  }

  type StoreDataPayload {
    storeData: StoreData
    errors: [Error!]!
  }

  extend type Query {
    "Menus, logos, payment icons and the store switcher's combinations of the asking store."
    storeData(userData: UserDataInput!): StoreDataPayload!
  }
`;
