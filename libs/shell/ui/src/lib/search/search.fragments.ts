import { graphql } from '@giftshop/shared-graphql';

export const SearchResultsPayloadFragment = graphql(`
  fragment SearchResults_payload on SearchPayload {
    total
    body {
      groupType
      count
      items {
        __typename
        ... on GiftCardSearchItem {
          id
          path
          title
          image { url { href } alt }
          backgroundColor { color }
        }
        ... on GivingMomentSearchItem {
          id
          path
          heroTitle
          # Aliased: nullable here, non-null on gift cards, and one selection cannot mix both.
          momentImage: image { url { href } alt }
          momentColor: backgroundColor { color }
        }
      }
    }
  }
`);

export const SearchSuggestionsPopularFragment = graphql(`
  fragment SearchSuggestions_popular on PopularSearch {
    terms { title url }
    entities { id title path image { url { href } alt } backgroundColor { color } }
    highlightedBlocks {
      title
      description
      referencedPath
      cardImage { url { href } alt }
    }
  }
`);
