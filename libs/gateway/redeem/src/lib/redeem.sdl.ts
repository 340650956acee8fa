export const redeemTypeDefs = /* GraphQL */ `
  "A line of a redeem package: the card or donation (variation), or an extra (wrapper, packing, message)."
  type RedeemItem {
    kind: OrderItemKind!
    qty: Int!
    "Gift card and donation lines."
    variation: Variation
    "Wrapper, gift packing and message lines."
    extra: ExtraVariation
    "Personal message lines: the text."
    text: String
  }

  "Amounts of a redeem package."
  type RedeemPackageTotals {
    "Value of the main item (card or donation)."
    mainItemAmount: Money!
    "Whether the holder may change mainItemAmount (custom amounts allowed)."
    mainItemEditable: Boolean!
    "Free amount added by a promotion."
    promotionAmount: Money!
  }

  "What one receiver gets from a redeem order."
  type RedeemPackage {
    id: ID!
    "The gift card or donation product, with its redeemData and, for gift cards, its giftCardBrand."
    mainProduct: Product!
    mainProductType: ProductType!
    receiver: Receiver
    items: [RedeemItem!]!
    packageTotals: RedeemPackageTotals!
  }

  "Packages of a redeem order travelling together."
  type RedeemShipment {
    id: ID!
    deliveryType: VariationType!
    "ISO date, e.g. 2026-03-14."
    deliveryDate: String
    "The delivery date in the requested language, e.g. Saturday 14 March."
    formattedDeliveryDate: String
    "Physical shipments only; may carry a referenceNumber."
    deliveryAddress: Address
    packages: [RedeemPackage!]!
  }

  "A gift card whose balance pays the redeem order."
  type RedeemCard {
    "Last four digits visible."
    maskedNumber: String!
    balance: Money!
    "What the order takes from this card."
    amountUsed: Money!
  }

  "An order paid with gift card balances (order type REDEEM), tied to the holder's redeem token."
  type RedeemOrder {
    id: ID!
    "Goes up with every change of the order; placeRedeemOrder names the version the holder confirmed."
    version: Int!
    "The redeem page whose shop the order was started from, if any."
    pageId: String
    "Placed by a business (a business redeem page's shop): company details at checkout, a reference per delivery."
    business: Boolean!
    "CART while the holder puts it together; PENDING once placed (paying a shortfall); COMPLETED when delivered."
    status: String!
    "Set once placed, e.g. GCUK-100001."
    referenceNumber: String
    shipments: [RedeemShipment!]!
    billingAddress: Address
    totals: OrderTotals!
    "Balance the cards keep after this order."
    remainingBalance: Money!
    "What the cards do not cover, paid through the payment provider."
    amountToPay: Money!
    cards: [RedeemCard!]!
  }

  type RedeemOrderPayload {
    order: RedeemOrder
    errors: [Error!]!
  }

  "A product to take with the balance. variationId picks product and delivery type."
  input RedeemPackageInput {
    "The redeem order to add to; without it, a new one for the redeem token."
    orderUuid: String
    "The redeem page whose shop the holder is in; a new order is tied to it (business redeem, the page's products)."
    pageId: String
    variationId: ID!
    "Value in minor units; at least the product's minimum, leaving at least the minimum remaining balance."
    amount: Int
    "Cards in the package; 1 when omitted."
    quantity: Int
    "Digital delivery: name and e-mail."
    receiver: ReceiverInput
    "Physical delivery."
    deliveryAddress: AddressInput
    "Business redeem: reference printed on the delivery."
    referenceNumber: String
    "ISO date, e.g. 2026-03-14."
    deliveryDate: String
    wrapperId: ID
    giftPackingId: ID
    "1 to 150 characters, no emoji."
    personalMessage: String
  }

  "Changes to a redeem package; omitted fields stay, an explicit null removes an extra."
  input UpdateRedeemPackageInput {
    "Only when packageTotals.mainItemEditable."
    amount: Int
    quantity: Int
    receiver: ReceiverInput
    deliveryAddress: AddressInput
    referenceNumber: String
    deliveryDate: String
    wrapperId: ID
    giftPackingId: ID
    personalMessage: String
  }

  "Checkout of a redeem order."
  input PlaceRedeemOrderInput {
    orderUuid: String!
    """
    The order's version the holder confirmed (RedeemOrder.version). When the order changed since, nothing is placed
    and 2042 is answered.
    """
    orderVersion: Int!
    billingAddress: AddressInput!
    "Required for business redeem."
    business: BusinessDetailsInput
    "Must be true."
    termsAccepted: Boolean!
    "Required when the cards do not cover the total."
    paymentMethod: PaymentMethodId
    issuer: String
  }

  type PlaceRedeemOrderPayload {
    orderUuid: String
    "The provider's payment page for the shortfall; null when the cards cover the total."
    redirectUrl: String
    errors: [Error!]!
  }

  "The holder's redeem session: the card of the balance check and the order being put together."
  type RedeemSession {
    "Last four digits visible."
    maskedNumber: String!
    balance: Money!
    "ISO date, e.g. 2027-03-14."
    expiryDate: String!
    status: GiftCardStatus!
    "The holder's redeem order still being put together, if any."
    openOrderUuid: String
  }

  type RedeemSessionPayload {
    session: RedeemSession
    errors: [Error!]!
  }

  "A page of the redeem part of the store: information about a card, and possibly a shop of its own."
  type RedeemPage {
    "A slug, e.g. choice-card; never all digits."
    pageId: String!
    title: String!
    intro: String!
    paragraphs: [String!]!
    "Orders from its shop are placed by a business."
    business: Boolean!
    "Whether /check-balance/redeem/{pageId}/ is a shop of its own (a business page, or a page with its own selection)."
    hasShop: Boolean!
  }

  type RedeemPagePayload {
    page: RedeemPage
    errors: [Error!]!
  }

  type RedeemProductsPayload {
    "Gift cards and donations a holder can choose, most popular first."
    products: [Product!]
    total: Int
    errors: [Error!]!
  }

  extend type Query {
    "The redeem session of userData.redeemToken; error 2211 when it has ended."
    redeemSession(userData: UserDataInput!): RedeemSessionPayload!

    "What the redeem shop offers: products with redeem data, optionally of one type; with pageId, that page's selection."
    redeemProducts(userData: UserDataInput!, productType: ProductType, pageId: String, limit: Int = 100, offset: Int = 0): RedeemProductsPayload!

    "A redeem page by its pageId (public); error NOT_FOUND on pageId when the store has none of that name."
    redeemPage(userData: UserDataInput!, pageId: String!): RedeemPagePayload!

    "A redeem order of the holder of userData.redeemToken."
    order(userData: UserDataInput!, uuid: String!): RedeemOrderPayload!
  }

  extend type Mutation {
    "Adds a product to the redeem order, paid from the balance."
    addRedeemPackage(userData: UserDataInput!, input: RedeemPackageInput!): RedeemOrderPayload!

    "Changes a package of the redeem order."
    updateRedeemPackage(userData: UserDataInput!, orderUuid: String!, packageId: ID!, input: UpdateRedeemPackageInput!): RedeemOrderPayload!

    "Removes a package from the redeem order."
    removeRedeemPackage(userData: UserDataInput!, orderUuid: String!, packageId: ID!): RedeemOrderPayload!

    "Adds another gift card's balance (19-digit number, 6-digit PIN) to the redeem order; wrong PINs are rate limited."
    addRedeemCard(userData: UserDataInput!, orderUuid: String, cardNumber: String!, pin: String!, captchaToken: String!): RedeemOrderPayload!

    "Places the redeem order: debits the cards in one transaction and starts payment of any shortfall."
    placeRedeemOrder(userData: UserDataInput!, input: PlaceRedeemOrderInput!): PlaceRedeemOrderPayload!
  }
`;
