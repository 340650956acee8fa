import { graphql } from '@giftshop/shared-graphql';

/** The basket page's one query: the visitor's cart (spec §7 cartV2). */
export const BasketPageQuery = graphql(`
  query BasketPage($userData: UserDataInput!) {
    cartV2(userData: $userData) {
      order { ...Basket_order }
      errors { ...ServiceError_error }
    }
  }
`);

/** Wrappers, gift packing and the message option on sale, for one delivery type. */
export const ExtraVariationsQuery = graphql(`
  query ExtraVariations($userData: UserDataInput!, $deliveryType: VariationType) {
    extraVariations(userData: $userData, deliveryType: $deliveryType) {
      extraVariations { id kind title description sku color price { minorUnits currency } }
      errors { ...ServiceError_error }
    }
  }
`);

/** Whether someone is logged in, which decides where "To checkout" leads (spec §4). */
/** The prices a package's product offers, for editing its amount. */
export const BasketProductPricesQuery = graphql(`
  query BasketProductPrices($userData: UserDataInput!, $slug: String!) {
    product(userData: $userData, slug: $slug) {
      product {
        id
        variations {
          id
          variationType
          config {
            hasFixedPrices
            pricesToShow { minorUnits currency }
            minPrice { minorUnits currency }
            maxPrice { minorUnits currency }
          }
        }
      }
    }
  }
`);
