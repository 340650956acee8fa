import { graphql } from '@giftshop/shared-graphql';

/** The blog list (`/blog/`, `/blog/{n}/`): the page's metadata and one page of posts, newest first. */
export const BlogListQuery = graphql(`
  query BlogList($userData: UserDataInput!, $path: String!, $paging: PagingInput!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    blogPosts(userData: $userData, paging: $paging) {
      posts {
        items { id slug path title excerpt author publishedAt }
        pageInfo { total pageNumber itemsPerPage hasNextPage }
      }
    }
  }
`);

/** A blog post (`/blog/{path}/`): its body as safe HTML and the gift cards shown under it. */
export const BlogPostQuery = graphql(`
  query BlogPost($userData: UserDataInput!, $path: String!, $slug: String!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    blogPost(userData: $userData, slug: $slug) {
      post { id slug path title excerpt bodyHtml author tags publishedAt }
      relatedProducts {
        id
        title
        path
        showHand
        showShadow
        image { url { href } }
        backgroundColor { color }
        variations { id price { minorUnits currency } }
      }
    }
  }
`);
