import { graphql } from '@giftshop/shared-graphql';

export const SearchQuery = graphql(`
  query Search($userData: UserDataInput!, $inputText: String!) {
    search_v1(userData: $userData, inputText: $inputText) {
      ...SearchResults_payload
      errors { code message }
    }
  }
`);

export const PopularSearchQuery = graphql(`
  query PopularSearch($userData: UserDataInput!) {
    popularSearch(userData: $userData) {
      popularSearch { ...SearchSuggestions_popular }
      errors { code message }
    }
  }
`);
