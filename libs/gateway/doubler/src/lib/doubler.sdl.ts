export const doublerTypeDefs = /* GraphQL */ `
  "An entry in the balance-doubling draw of a month."
  type DoublerEntry {
    "Draw month, YYYY-MM."
    month: String!
    "ISO date of the draw: the first Monday of the month after entering."
    drawDate: String!
    "Path of the thank-you page for the card's product, with the entry's signed reference (?entry=…)."
    thankYouPath: String!
  }

  type DoublerEntryPayload {
    entry: DoublerEntry
    errors: [Error!]!
  }

  "The draw open for entries."
  type DoublerStatus {
    "Month entries now go into, YYYY-MM."
    currentMonth: String!
    "ISO date of the next draw (first Monday of a month); the winner is told by e-mail."
    nextDrawDate: String!
  }

  type DoublerStatusPayload {
    status: DoublerStatus
    errors: [Error!]!
  }

  extend type Query {
    "The draw open for entries."
    doublerStatus(userData: UserDataInput!): DoublerStatusPayload!

    """
    The thank-you page of an entry: the draw open for entries, or NOT_FOUND (1005, on entry) unless entry is the
    reference of the thankYouPath that enterDoubler answered for this store and product. Only the reference's
    signature is checked: the answer does not tell whether any entry exists.
    """
    doublerThankYou(userData: UserDataInput!, product: String!, entry: String!): DoublerStatusPayload!
  }

  extend type Mutation {
    """
    Enters a gift card (19-digit number) in the draw; once per card and month. The winner's balance is doubled.
    The entrant proves the card with its 6-digit pin and a solved captcha (captchaToken, ALTCHA): a wrong PIN answers
    as an unknown number (2205) and counts against the card's PIN limits of the balance check (2210 with the wait).
    Without cardNumber (null or empty), the card of the redeem session named by userData.redeemToken enters, with
    no PIN or captcha (the balance check that opened the session asked both); an ended session answers 2211 on
    redeemToken.
    """
    enterDoubler(
      userData: UserDataInput!
      name: String!
      email: String!
      cardNumber: String
      pin: String
      captchaToken: String
    ): DoublerEntryPayload!
  }
`;
