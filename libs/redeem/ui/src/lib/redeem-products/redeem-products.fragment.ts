import { graphql } from '@giftshop/shared-graphql';

export const RedeemProductsProductFragment = graphql(`
  fragment RedeemProducts_product on Product {
    id
    title
    productType
    image { url { href } alt }
    backgroundColor { color }
    redeemData {
      title
      description
      minimumAvailableCustomAmount { minorUnits currency }
      maximumAvailableCustomAmount { minorUnits currency }
    }
    variations { id variationType price { minorUnits currency } }
    ... on GiftCardProduct {
      giftCardBrand { id name iframeUrl }
    }
  }
`);
