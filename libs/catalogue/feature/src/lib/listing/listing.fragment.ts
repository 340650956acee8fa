import { graphql } from '@giftshop/shared-graphql';

/** One page of a product listing: the cards and where the list stands. */
export const ProductListingFragment = graphql(`
  fragment ProductListing_list on ProductList {
    items { ...ProductCard_product }
    pageInfo { total pageNumber itemsPerPage hasNextPage }
  }
`);
