/** The cart's order graph (spec §3 GiftCardOrder); its totals types are reused by orders and redeem. */
export const cartOrderTypeDefs = /* GraphQL */ `
  "How the packages of a shipment are delivered: the shop's default, all to one receiver, or one per receiver."
  enum DeliveryMode {
    DEFAULT
    SINGLE
    SPLIT
  }

  "What an order line is."
  enum OrderItemKind {
    GIFT_CARD
    BLANK_GIFT_CARD_PACK
    DONATION
    WRAPPER
    DIGITAL_WRAPPER
    GIFT_PACKING
    PERSONAL_MESSAGE
  }

  "Why a total is adjusted."
  enum AdjustmentType {
    SHIPPING
    SERVICE_FEE
    DISCOUNT
    TAX
    "Gift cards added to pay part of the order."
    GIFT_CARD_PAYMENT
  }

  "A card, donation or blank pack line of a package."
  type GiftCardItem {
    "GIFT_CARD, DONATION or BLANK_GIFT_CARD_PACK."
    kind: OrderItemKind!
    qty: Int!
    "Value of one card as chosen (fixed or custom); the variation's price is only its lowest."
    price: Money!
    "Cards issued for one item: a value above the store's card maximum (150 pounds) is split across several cards."
    cardsPerItem: Int!
    variation: Variation!
    "The variation's product, with its variations and price configs for editing."
    product: Product!
  }

  "A wrapper, gift packing or personal-message option sold with a card."
  type ExtraVariation {
    id: ID!
    "WRAPPER, DIGITAL_WRAPPER, GIFT_PACKING or PERSONAL_MESSAGE."
    kind: OrderItemKind!
    title: String!
    "What the wrapper or packing looks like, for the wrapper overlay and packing preview."
    description: String!
    sku: String!
    price: Money!
    "Swatch colour, #rrggbb."
    color: String!
  }

  "A wrapper or gift packing line of a package."
  type ExtraItem {
    qty: Int!
    variation: ExtraVariation!
  }

  "The personal message line of a package."
  type MessageItem {
    qty: Int!
    "1 to 150 characters, no emoji."
    text: String!
    variation: ExtraVariation!
  }

  "What one receiver gets: a card (or donation, or blank pack) with its wrapper, packing and message."
  type GiftCardPackage {
    id: ID!
    receiver: Receiver
    "The gift card or donation; null for a blank pack."
    giftCardItem: GiftCardItem
    "The blank gift card pack (3 empty cards); null otherwise."
    emptyGiftCardItem: GiftCardItem
    "Physical or digital wrapper, when chosen."
    wrapperItem: ExtraItem
    giftPacking: ExtraItem
    message: MessageItem
  }

  "Packages travelling together: all digital ones, or the physical ones to one address."
  type GiftCardShipment {
    id: ID!
    "Names the group, e.g. digital or physical-<address>; deleteGiftCardPackageGroup takes it."
    tag: String!
    deliveryType: VariationType!
    deliveryMode: DeliveryMode!
    "ISO date, e.g. 2026-03-14; null means as soon as possible."
    deliveryDate: String
    "Local time HH:mm of a scheduled digital delivery."
    deliveryTime: String
    "Physical shipments only."
    deliveryAddress: Address
    packages: [GiftCardPackage!]!
    "Physical: sent by registered post (order above 300 pounds or containing wine)."
    registeredPost: Boolean!
    shippingCost: Money!
    "ISO date the shipment leaves (physical) or the e-mails go (digital), by the dispatch rule."
    dispatchDate: String!
    "Physical: ISO date of letterbox delivery (next day, Tuesday to Saturday)."
    expectedDeliveryDate: String
    "True when the order cut-off (17:00 on working days) is less than an hour away: the shopper is warned."
    cutOffNear: Boolean!
  }

  "Count and value of the cards of one delivery type."
  type GroupTotal {
    qty: Int!
    price: Money!
  }

  "Card totals by delivery type, for the basket summary."
  type GroupedTotals {
    digitalTotal: GroupTotal!
    physicalTotal: GroupTotal!
    "Wrappers, gift packing and messages together."
    extra: Money!
  }

  "A line between the subtotal and the grand total."
  type Adjustment {
    title: String!
    adjustmentType: AdjustmentType!
    "Negative for discounts and gift card payments."
    price: Money!
  }

  "Totals of an order. Gift cards carry no VAT; extras and fees may."
  type OrderTotals {
    "Items before adjustments."
    subTotal: Money!
    grandTotalWithoutTax: Money!
    "What is left to pay."
    grandTotal: Money!
    adjustments: [Adjustment!]!
  }

  "Art of one card in a basket group."
  type CardPreview {
    image: Image!
    color: Color!
    "Product title with value, e.g. Harbour & Pine £25."
    productLabel: String!
  }

  "A package as the basket lists it, grouped by shipment."
  type PackagesGroup {
    cardsPreviews: [CardPreview!]!
    "The shipment's tag."
    tag: String!
    packageId: ID!
    "Receiver's name, or how many receivers."
    receiverTitle: String!
    "E-mail address, postal address or delivery moment."
    receiverDescription: String!
    "Package total with extras."
    totalPrice: Money!
  }

  "The shopper's cart: a gift card order not yet placed."
  type GiftCardOrder {
    "Order uuid."
    id: ID!
    "Goes up with every change of the cart; placeOrder names the version the shopper confirmed (cartVersion)."
    version: Int!
    shipments: [GiftCardShipment!]!
    groupedTotals: GroupedTotals!
    totals: OrderTotals!
    billingAddress: Address
    packagesGroups: [PackagesGroup!]!
  }
`;
