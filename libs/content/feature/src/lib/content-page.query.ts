import { graphql } from '@giftshop/shared-graphql';

/** Information, help, landing and business pages: the page's metadata and its body as safe HTML. */
export const ContentPageQuery = graphql(`
  query ContentPage($userData: UserDataInput!, $path: String!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    page(userData: $userData, path: $path) {
      page { id path pageType title heroTitle bodyHtml }
    }
  }
`);
