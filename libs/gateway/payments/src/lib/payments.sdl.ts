export const paymentsTypeDefs = /* GraphQL */ `
  "Payment methods a store may offer; banktransfer is the provider's bank transfer (paid later, order stays PENDING)."
  enum PaymentMethodId {
    ideal
    invoice
    bancontact
    belfius
    kbccbc
    carteBancaire
    amex
    mastercard
    visa
    paypal
    secure
    banktransfer
    "Klarna (pay now or later; Sofort is part of it)."
    klarna
    "Austrian online bank transfer."
    eps
    "Swiss payment app (CHF)."
    twint
    "Polish bank transfer (PLN)."
    przelewy24
    "Polish 6-digit code from the banking app (PLN)."
    blik
    "Swedish payment app (SEK)."
    swish
    "Danish payment app (DKK)."
    mobilepay
    "Norwegian payment app (NOK)."
    vipps
    "Brazilian instant payment (BRL)."
    pix
    "Brazilian payment slip, paid later at a bank or shop (BRL)."
    boleto
    "Mexican voucher paid in cash at an OXXO shop (MXN)."
    oxxo
    "Canadian debit (CAD)."
    interac
    "Pay in four instalments (AUD, NZD)."
    afterpay
    "Online bank payment of Australia and New Zealand (AUD, NZD)."
    poli
    "Portuguese payment reference, paid at an ATM or in online banking (EUR)."
    multibanco
    "Portuguese payment app (EUR)."
    mbway
    "Spanish payment app (EUR)."
    bizum
    "Italian payment app (EUR)."
    satispay
    applepay
    googlepay
  }

  "Where a payment stands at the provider."
  enum PaymentStatus {
    OPEN
    "Awaiting confirmation, e.g. a bank transfer or a payment app."
    PENDING
    PAID
    FAILED
    CANCELED
    EXPIRED
  }

  "A bank the shopper can pick for a method with issuers, e.g. iDEAL."
  type Bank {
    "Issuer id to pass to placeOrder or startPayment."
    id: ID!
    "Bank name."
    issuer: String!
  }

  "A payment method on offer in the store."
  type PaymentMethod {
    id: PaymentMethodId!
    "Name to show, in the requested language."
    title: String!
    "Banks to choose from; empty when the method has none."
    banks: [Bank!]!
    "The provider's own description of the method, as JSON, for provider widgets."
    rawProviderData: String
  }

  type PaymentMethodsPayload {
    paymentMethods: [PaymentMethod!]
    errors: [Error!]!
  }

  type StartPaymentPayload {
    "The provider's hosted payment page to send the shopper to."
    redirectUrl: String
    errors: [Error!]!
  }

  "A payment of an order and what became of it."
  type OrderPayment {
    method: PaymentMethodId!
    status: PaymentStatus!
    "Attempts so far; too many give error 2036."
    attempt: Int!
    amount: Money!
    "The provider's page while the payment still waits for the shopper (OPEN, or PENDING in the banking app); else null."
    redirectUrl: String
  }

  type PaymentStatusPayload {
    "The order's latest payment; null when none was started."
    payment: OrderPayment
    errors: [Error!]!
  }

  "A gift card added to pay part of the cart."
  type CardPayment {
    "Last four digits visible, e.g. ···· ···· ···· ···· 1234."
    maskedNumber: String!
    "What the card pays of this order."
    amount: Money!
    "Balance left on the card after this order."
    remainingBalance: Money!
  }

  "Gift cards paying the cart and what is left to pay by another method."
  type CardPayments {
    cards: [CardPayment!]!
    "Grand total minus the cards' amounts."
    amountToPay: Money!
  }

  type CardPaymentsPayload {
    cardPayments: CardPayments
    errors: [Error!]!
  }

  "What a gift card would pay of the cart, before it is added."
  type CardPaymentCheck {
    maskedNumber: String!
    balance: Money!
    "The part of the cart's total the card would pay."
    amount: Money!
  }

  type CardPaymentCheckPayload {
    check: CardPaymentCheck
    errors: [Error!]!
  }

  extend type StoreData {
    """
    True when the store's payments go to a test provider (the sandbox, where the shopper picks the outcome): no
    money moves and the storefront shows a test-mode notice on every page.
    """
    paymentTestMode: Boolean!
  }

  extend type Query {
    "Payment methods for the store and customer type; invoice only for BUSINESS."
    paymentMethods(userData: UserDataInput!, customerType: CustomerType = PRIVATE): PaymentMethodsPayload!

    "The latest payment of a placed order, polled by the processing-payment page."
    paymentStatus(userData: UserDataInput!, orderUuid: String!): PaymentStatusPayload!
  }

  extend type Mutation {
    "Starts (or, after a failed or cancelled payment, retries) payment of a placed order."
    startPayment(userData: UserDataInput!, orderUuid: String!, method: PaymentMethodId!, issuer: String): StartPaymentPayload!

    """
    Checks a gift card (19-digit number, 6-digit PIN) as payment for the cart without adding it. A mutation so the
    PIN never travels in a cacheable GET; wrong PINs count toward the rate limit.
    """
    checkGiftCardPayment(userData: UserDataInput!, orderUuid: String, cardNumber: String!, pin: String!): CardPaymentCheckPayload!

    "Adds a gift card to pay the cart, up to its balance or the cart's total."
    addGiftCardPayment(userData: UserDataInput!, orderUuid: String, cardNumber: String!, pin: String!): CardPaymentsPayload!
  }
`;
