export const enquiriesTypeDefs = /* GraphQL */ `
  "A line of a quote request: which gift card, how many and the value of each."
  input QuoteLineInput {
    "The gift card (its name or the product's path)."
    product: String!
    "Number of cards, 1 to 10000."
    quantity: Int!
    "Value per card in minor units, whole units (e.g. 5000 for £50)."
    value: Int!
  }

  "A business customer's request for a quote (spec §2.4 business form page)."
  input QuoteRequestInput {
    companyName: String!
    contactName: String!
    email: String!
    "International form (+44 7700 900123) or the national form of the store's country."
    phoneNumber: String!
    "One to 20 lines."
    lines: [QuoteLineInput!]!
    "DIGITAL or PHYSICAL."
    deliveryMethod: String!
    "Wished delivery date, YYYY-MM-DD, today or later in the store's time zone; empty for as soon as possible."
    deliveryDate: String
    message: String
  }

  "A message of the contact form on the support page."
  input ContactMessageInput {
    "ORDER, DELIVERY, BALANCE, ACCOUNT, BUSINESS or OTHER."
    subject: String!
    name: String!
    email: String!
    "The order's reference (e.g. GCUK-100001), when the message is about an order."
    orderReference: String
    message: String!
  }

  extend type Mutation {
    """
    Stores a quote request and e-mails an acknowledgement to the requester and the request to the store's business
    team. Needs a solved captcha (captchaToken, ALTCHA; CAPTCHA_FAILED 1008) and is limited per client (RATE_LIMITED
    1007). A broken rule answers INVALID_INPUT (1004) on the field, lines as lines[0].quantity.
    """
    requestQuote(userData: UserDataInput!, input: QuoteRequestInput!, captchaToken: String): StatusPayload!

    """
    Stores a contact form message and e-mails an acknowledgement to the sender and the message to the store's support
    address. Captcha and limits as requestQuote.
    """
    sendContactMessage(userData: UserDataInput!, input: ContactMessageInput!, captchaToken: String): StatusPayload!
  }
`;
