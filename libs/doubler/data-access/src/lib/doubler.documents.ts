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

/**
 * An entry (spec §5: name, e-mail, card number) with the card's PIN and a solved captcha; the gateway answers a wrong
 * PIN and an unusable card as an unknown number.
 */
export const EnterDoublerMutation = graphql(`
  mutation EnterDoubler($userData: UserDataInput!, $name: String!, $email: String!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    enterDoubler(userData: $userData, name: $name, email: $email, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
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
