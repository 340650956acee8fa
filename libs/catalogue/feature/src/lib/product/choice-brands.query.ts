import { graphql } from '@giftshop/shared-graphql';

/** The Choice card's brands modal, asked when it first opens: the gift cards the redeem shop offers for a Choice card. */
export const ChoiceBrandsQuery = graphql(`
  query ChoiceBrands($userData: UserDataInput!) {
    redeemProducts(userData: $userData, productType: GIFT_CARD, limit: 200) {
      products { id ... on GiftCardProduct { isChoice giftCardBrand { id name } } }
      errors { ...ServiceError_error }
    }
  }
`);
