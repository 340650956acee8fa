import { graphql } from '@giftshop/shared-graphql';

/** The brand's shop page the redeem shop frames. */
export const ShopIframeModalProductFragment = graphql(`
  fragment ShopIframeModal_product on Product {
    id
    title
    redeemData { title }
    ... on GiftCardProduct {
      giftCardBrand { id name iframeUrl }
    }
  }
`);
