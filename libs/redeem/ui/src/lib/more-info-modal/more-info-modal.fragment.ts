import { graphql } from '@giftshop/shared-graphql';

/** What the "more information" modal tells of a product: its redeem text and the brand's own page. */
export const MoreInfoModalProductFragment = graphql(`
  fragment MoreInfoModal_product on Product {
    id
    title
    redeemData { title description }
    ... on GiftCardProduct {
      giftCardBrand { id productExternalLink { title url } }
    }
  }
`);
