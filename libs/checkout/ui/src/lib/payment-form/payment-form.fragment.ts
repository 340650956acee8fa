import { graphql } from '@giftshop/shared-graphql';

export const PaymentFormMethodFragment = graphql(`
  fragment PaymentForm_method on PaymentMethod {
    id
    title
    banks { id issuer }
  }
`);
