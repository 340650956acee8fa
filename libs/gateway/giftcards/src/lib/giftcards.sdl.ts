export const giftcardsTypeDefs = /* GraphQL */ `
  "Whether a card can be spent."
  enum GiftCardStatus {
    ACTIVE
    "Issued but not activated yet (Choice cards activate within 24 hours of payment)."
    INACTIVE
    BLOCKED
  }

  "A gift card's balance as its holder sees it after a balance check."
  type GiftCardInfo {
    "Last four digits visible, e.g. ···· ···· ···· ···· 1234."
    maskedNumber: String!
    balance: Money!
    "ISO date, e.g. 2027-03-14."
    expiryDate: String!
    status: GiftCardStatus!
    "Base64 token of the redeem session; send it as userData.redeemToken on redeem pages. Null when nothing can be redeemed."
    redeemToken: String
  }

  type GiftCardInfoPayload {
    giftCard: GiftCardInfo
    errors: [Error!]!
  }

  extend type Mutation {
    """
    Balance check with the 19-digit card number and 6-digit PIN; starts a redeem session. A mutation because it
    counts wrong PINs (rate limited per card and per client) and keeps the PIN out of cacheable GET requests.
    """
    giftCardInfo(userData: UserDataInput!, cardNumber: String!, pin: String!, captchaToken: String!): GiftCardInfoPayload!
  }
`;
