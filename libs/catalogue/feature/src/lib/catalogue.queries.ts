import { graphql } from '@giftshop/shared-graphql';

export const ProductCardFields = graphql(`
  fragment ProductCard_product on Product {
    id
    title
    path
    showHand
    showShadow
    productType
    image { url { href } alt }
    backgroundColor { color }
    fixedValues { minorUnits currency }
    variations { variationType price { minorUnits currency } }
  }
`);

export const HomePageQuery = graphql(`
  query HomePage($userData: UserDataInput!) {
    hero: blocks(userData: $userData, queueID: "home-hero") { blocks { id title description path backgroundColor { color } } errors { code } }
    featured: blocks(userData: $userData, queueID: "home-featured") { blocks { id title description path backgroundColor { color } } errors { code } }
    mostChosen: blocks(userData: $userData, queueID: "most-chosen") { blocks { id product { ...ProductCard_product } } errors { code } }
    occasions: taxonomyTerms(userData: $userData, vocabularyID: "OCCASION") { terms { id title path backgroundColor { color } } errors { code } }
  }
`);

export const ProductListQuery = graphql(`
  query ProductList($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      products { items { ...ProductCard_product } pageInfo { total pageNumber itemsPerPage hasNextPage } }
      errors { code message }
    }
  }
`);

export const ProductDetailQuery = graphql(`
  query ProductDetail($userData: UserDataInput!, $slug: String!) {
    product(userData: $userData, slug: $slug) {
      product {
        ...ProductCard_product
        description
        variationsToShow
        variations {
          id
          sku
          variationType
          config { hasFixedPrices pricesToShow { minorUnits currency } minPrice { minorUnits currency } maxPrice { minorUnits currency } }
        }
        ... on GiftCardProduct { inStock isChoice giftCardBrand { name } categories { title path } }
      }
      errors { code message }
    }
  }
`);
