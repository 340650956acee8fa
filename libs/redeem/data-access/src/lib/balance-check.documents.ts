import { graphql } from '@giftshop/shared-graphql';

/** The balance check (spec §8 "{product} info"): a mutation, so the PIN never travels in a cacheable GET. */
export const CheckBalanceMutation = graphql(`
  mutation CheckBalance($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    giftCardInfo(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
      giftCard {
        ...BalanceResult_giftCard
        redeemToken
      }
      errors { ...ServiceError_error }
    }
  }
`);

/** The card of a redeem session opened by the card e-mail's link (`/check-balance/?redeemToken=…`), shown as a check's result. */
export const LinkedCardQuery = graphql(`
  query LinkedCard($userData: UserDataInput!) {
    redeemSession(userData: $userData) {
      session { maskedNumber balance { minorUnits currency } expiryDate status }
      errors { ...ServiceError_error }
    }
  }
`);
