import { graphql } from '@giftshop/shared-graphql';

export const RedeemBillingFormMethodFragment = graphql(`
  fragment RedeemBillingForm_method on PaymentMethod {
    id
    title
    banks { id issuer }
  }
`);
