import { graphql } from '@giftshop/shared-graphql';

export const BalanceResultGiftCardFragment = graphql(`
  fragment BalanceResult_giftCard on GiftCardInfo {
    maskedNumber
    balance { minorUnits currency }
    expiryDate
    status
  }
`);
