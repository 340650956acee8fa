export const ordersTypeDefs = /* GraphQL */ `
  "Where a placed order stands. Transitions: PENDING to COMPLETED when paid and fulfilled, PENDING to CANCELED."
  enum OrderStatus {
    CANCELED
    COMPLETED
    PENDING
  }

  "How an order came about."
  enum OrderType {
    REGULAR
    REORDER
    "A Choice card activation."
    ACTIVATION
    "Bought with a gift card balance."
    REDEEM
  }

  "One line of a placed order as the customer sees it."
  type CustomerOrderItem {
    kind: OrderItemKind!
    "The variation bought (Variation.id, as the cart names it); null when it is no longer in the catalogue."
    variationId: ID
    productTitle: String!
    "Value of one card."
    price: Money!
    count: Int!
    receivers: [Receiver!]!
    personalNote: String
    "Title of the wrapper (packaging), when chosen."
    wrapper: String
    "Title of the gift packing (extra packing), when chosen."
    extraPacking: String
    deliveryType: VariationType!
    "ISO date, e.g. 2026-03-14."
    deliveryDate: String
    "Local time HH:mm."
    deliveryTime: String
    "Free amount added by a promotion."
    promotionAmount: Money
    "ISO date the card leaves: the envelope is posted (physical) or the e-mail sent (digital), by the dispatch rule."
    dispatchDate: String
    "Physical: ISO date of letterbox delivery (next day, Tuesday to Saturday)."
    expectedDeliveryDate: String
  }

  "A gift card that paid (part of) an order bought with a balance (order type REDEEM)."
  type OrderGiftCardPayment {
    "Last four digits visible."
    maskedNumber: String!
    "What the card paid for the order."
    amount: Money!
    "The card's balance now."
    balance: Money!
    "True once the amount went back onto the card (the order was cancelled or expired unpaid), through the ledger."
    refunded: Boolean!
  }

  "A placed order as its customer sees it: confirmation page, account orders, reorder."
  type CustomerOrder {
    id: ID!
    uuid: String!
    "Number quoted to customer service and on the invoice."
    referenceNumber: String
    orderType: OrderType!
    status: OrderStatus!
    items: [CustomerOrderItem!]!
    "DIGITAL or PHYSICAL; null when the order has both."
    deliveryType: VariationType
    paymentMethod: PaymentMethodId
    "Name of the payment method in the requested language, as paymentMethods gives it."
    paymentMethodTitle: String
    "ISO 8601 date-time the order was placed."
    orderDate: String!
    "Grand total with and without VAT, and every adjustment."
    totals: OrderTotals!
    serviceFee: Money!
    shippingCosts: Money!
    "Wrappers, gift packing and messages together."
    extras: Money!
    billingAddress: Address
    "The gift cards that paid the order, in the order they were spent; empty unless bought with a balance."
    giftCardPayments: [OrderGiftCardPayment!]!
  }

  "The checkout's last step: billing, terms and how to pay."
  input PlaceOrderInput {
    "The cart to place, as the shopper confirmed it (cartV2.order.id): the session's own cart."
    orderUuid: String!
    """
    The cart's version the shopper confirmed (cartV2.order.version). When the cart changed since, nothing is placed
    and 2042 is answered: ask for the cart again and let the shopper confirm it.
    """
    cartVersion: Int!
    customerType: CustomerType!
    billingAddress: AddressInput!
    "Required when customerType is BUSINESS."
    business: BusinessDetailsInput
    "Must be true."
    termsAccepted: Boolean!
    paymentMethod: PaymentMethodId!
    "Bank id for methods with banks (PaymentMethod.banks)."
    issuer: String
    """
    The Google Ads click id the shopper arrived with, kept on the order for conversion reporting: 1 to 200 of
    A-Z, a-z, 0-9, _ and -. A malformed one is dropped; it never refuses the order.
    """
    gclid: String
  }

  type PlaceOrderPayload {
    "The placed order's uuid."
    orderUuid: String
    "The provider's payment page; null when nothing is left to pay by redirect (invoice, paid by gift cards)."
    redirectUrl: String
    errors: [Error!]!
  }

  type CustomerOrderPayload {
    order: CustomerOrder
    errors: [Error!]!
  }

  extend type Query {
    "A placed order for its confirmation page; the uuid is the proof of access, as in the confirmation e-mail."
    orderConfirmation(userData: UserDataInput!, uuid: String!): CustomerOrderPayload!
  }

  extend type Mutation {
    "Places the cart as an order (status PENDING) and starts its payment."
    placeOrder(userData: UserDataInput!, input: PlaceOrderInput!): PlaceOrderPayload!

    """
    Cancels a placed order nobody paid for, e.g. when the shopper leaves the page asking to complete a failed or
    cancelled payment. Only the session that placed the order may, or for an order bought with a balance, the
    holder's redeem token (userData.redeemToken); refused (2040) once paid, completed or cancelled. What gift cards
    paid goes back onto them at once (giftCardPayments shows the balances).
    """
    cancelOrder(userData: UserDataInput!, orderUuid: String!): CustomerOrderPayload!

    """
    Puts the packages of an earlier order of the logged-in customer into the cart again (order type REORDER), with
    their receivers, addresses and extras, to be delivered as soon as possible. A package whose product or value is
    no longer sold is skipped with an error 2144 on packages.<n> (its position in the order) beside the cart.
    """
    reorder(userData: UserDataInput!, orderUuid: String!): CartPayload!
  }
`;
