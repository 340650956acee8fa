import { graphql } from '@giftshop/shared-graphql';

export const HolderCardSessionFragment = graphql(`
  fragment HolderCard_session on RedeemSession {
    maskedNumber
    balance { minorUnits currency }
    expiryDate
  }
`);
