import { graphql } from '@giftshop/shared-graphql';

/** The figures of the shop's products that the "good to know" modal quotes. */
export const NiceToKnowModalProductFragment = graphql(`
  fragment NiceToKnowModal_product on Product {
    id
    redeemData {
      minimumAvailableCustomAmount { minorUnits currency }
      minimumRemainingBalance { minorUnits currency }
    }
  }
`);
