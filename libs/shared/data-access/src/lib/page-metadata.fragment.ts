import { graphql } from '@giftshop/shared-graphql';

/**
 * What every page puts in <head> (spec §3 page metadata). Each route's one query asks for it:
 * `metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }`.
 */
export const PageMetadataFragment = graphql(`
  fragment PageMetadataPayload on PageMetadataPayload {
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
    errors { ...ServiceError_error }
  }
`);
