import { graphql } from '@giftshop/shared-graphql';

/** The next page of a listing, for "Show more": the list's products without the page's metadata. */
export const MoreProductsQuery = graphql(`
  query MoreProducts($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput!) {
    products(userData: $userData, filters: $filters, paging: $paging) { products { ...ProductListing_list } }
  }
`);
