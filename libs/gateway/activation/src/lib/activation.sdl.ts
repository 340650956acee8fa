export const activationTypeDefs = /* GraphQL */ `
  "A Choice card activation order: the chosen value is paid, then loaded onto the card within 24 hours."
  type ActivationOrder {
    orderUuid: String!
    "The provider's payment page to send the buyer to."
    redirectUrl: String!
  }

  type ActivationOrderPayload {
    order: ActivationOrder
    errors: [Error!]!
  }

  "What the activation voucher page (/carddetails/) shows."
  type ActivationVoucher {
    orderUuid: String!
    "The order's reference number, to quote to customer service."
    referenceNumber: String!
    "Last four digits visible."
    maskedCardNumber: String!
    "The chosen value."
    amount: Money!
    "Where the confirmation e-mail went."
    email: String!
    "True once the value is on the card."
    activated: Boolean!
    "ISO 8601 date-time by which the card is active (24 hours after payment); null before payment."
    activeBefore: String
  }

  type ActivationVoucherPayload {
    voucher: ActivationVoucher
    errors: [Error!]!
  }

  extend type Query {
    "The voucher of a paid activation order."
    activationVoucher(userData: UserDataInput!, orderUuid: String!): ActivationVoucherPayload!
  }

  extend type Mutation {
    """
    Starts activating a Choice card: a 19-digit number with an allowed prefix, a value in minor units within the
    product's range, and the e-mail for the confirmation. Answers with the payment page.
    """
    createActivationOrder(userData: UserDataInput!, cardNumber: String!, amount: Int!, email: String!): ActivationOrderPayload!
  }
`;
