import { graphql } from '@giftshop/shared-graphql';

/** What every page puts in <head> (spec §3 page metadata). */
export const PageMetadataQuery = graphql(`
  query PageMetadata($userData: UserDataInput!, $path: String!) {
    pageMetadata(userData: $userData, path: $path) {
      metadata {
        title
        description
        keywords
        noindex
        nofollow
        canonical
        pageType
        hreflangTags_v1 { langCode countryCode origin path isDefault }
      }
      errors { code message referencedRequestParameter }
    }
  }
`);
