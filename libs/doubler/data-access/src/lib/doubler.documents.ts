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
 * The thank-you page's one query: the draw open for entries, only with the signed reference of a real entry (the
 * `entry` parameter of the thank-you path `enterDoubler` answers); any other reference answers NOT_FOUND.
 */
export const DoublerThankYouQuery = graphql(`
  query DoublerThankYou($userData: UserDataInput!, $product: String!, $entry: String!) {
    doublerThankYou(userData: $userData, product: $product, entry: $entry) {
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
      errors { ...ServiceError_error }
    }
  }
`);
