export const doublerTypeDefs = /* GraphQL */ `
  "An entry in the balance-doubling draw of a month."
  type DoublerEntry {
    "Draw month, YYYY-MM."
    month: String!
    "ISO date of the draw: the first Monday of the month after entering."
    drawDate: String!
    "Path of the thank-you page for the card's product."
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
  }

  extend type Mutation {
    """
    Enters a gift card (19-digit number) in the draw; once per card and month. The winner's balance is doubled.
    Without cardNumber (null or empty), the card of the redeem session named by userData.redeemToken enters; an
    ended session answers 2211 on redeemToken.
    """
    enterDoubler(userData: UserDataInput!, name: String!, email: String!, cardNumber: String): DoublerEntryPayload!
  }
`;
