import { graphql } from '@giftshop/shared-graphql';

/** The doubler pages' one query: the draw open for entries. */
export const DoublerPageQuery = graphql(`
  query DoublerPage($userData: UserDataInput!) {
    doublerStatus(userData: $userData) {
      status {
        currentMonth
        ...NextDraw_status
      }
      errors {
        code
        message
      }
    }
  }
`);

/** An entry (spec §5: name, e-mail, card number); no PIN, so the gateway answers unusable cards as unknown. */
export const EnterDoublerMutation = graphql(`
  mutation EnterDoubler($userData: UserDataInput!, $name: String!, $email: String!, $cardNumber: String!) {
    enterDoubler(userData: $userData, name: $name, email: $email, cardNumber: $cardNumber) {
      entry {
        month
        drawDate
        thankYouPath
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
