import { graphql } from '@giftshop/shared-graphql';

/** The value range of the store's Choice card (its product page slug), for the activation form's rules. */
export const ActivatePageQuery = graphql(`
  query ActivatePage($userData: UserDataInput!, $slug: String!) {
    product(userData: $userData, slug: $slug) {
      product {
        id
        variations { variationType config { minPrice { minorUnits currency } maxPrice { minorUnits currency } } }
      }
      errors { ...ServiceError_error }
    }
  }
`);

/** Starts an activation: a mutation, so the card number never travels in a cacheable GET. */
export const CreateActivationOrderMutation = graphql(`
  mutation CreateActivationOrder($userData: UserDataInput!, $cardNumber: String!, $amount: Int!, $email: String!) {
    createActivationOrder(userData: $userData, cardNumber: $cardNumber, amount: $amount, email: $email) {
      order { orderUuid redirectUrl }
      errors { ...ServiceError_error }
    }
  }
`);

/** The return page: how the payment of the activation order went. */
export const ActivationSuccessQuery = graphql(`
  query ActivationSuccess($userData: UserDataInput!, $orderUuid: String!) {
    paymentStatus(userData: $userData, orderUuid: $orderUuid) {
      payment { status redirectUrl }
      errors { ...ServiceError_error }
    }
  }
`);

export const CardDetailsQuery = graphql(`
  query CardDetails($userData: UserDataInput!, $orderUuid: String!) {
    activationVoucher(userData: $userData, orderUuid: $orderUuid) {
      voucher { ...ActivationVoucher_voucher }
      errors { ...ServiceError_error }
    }
  }
`);
