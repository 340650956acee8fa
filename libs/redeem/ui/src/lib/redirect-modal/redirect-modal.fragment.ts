import { graphql } from '@giftshop/shared-graphql';

/** Where a brand sends the holder after its card is added, and after how many seconds. */
export const RedirectModalProductFragment = graphql(`
  fragment RedirectModal_product on Product {
    id
    ... on GiftCardProduct {
      giftCardBrand { id name redirectLink { url redirectTime } }
    }
  }
`);
