export const contentTypeDefs = /* GraphQL */ `
  "A link to the same page in another store or language (hreflang)."
  type HreflangTag {
    "Language code, e.g. en."
    langCode: String!
    "Country code, e.g. GB."
    countryCode: String!
    "The store's origin, e.g. https://gcuk.giftshop.example."
    origin: String!
    "Path on that origin, language prefix included when the language is not the store's default."
    path: String!
    "True for the page in the store's default language."
    isDefault: Boolean!
  }

  "What the storefront puts in <head> for a path."
  type PageMetadata {
    title: String!
    description: String!
    keywords: [String!]!
    noindex: Boolean!
    nofollow: Boolean!
    "Absolute canonical URL."
    canonical: String!
    "HOME, PRODUCT_LIST, PRODUCT, CATEGORY, OCCASIONS, OCCASION, BLOG, BLOG_ARTICLE or the content page's type (INFO, HELP, LANDING, BUSINESS)."
    pageType: String!
    hreflangTags_v1: [HreflangTag!]!
  }

  type PageMetadataPayload {
    metadata: PageMetadata
    errors: [Error!]!
  }

  "An information, help, landing or business page."
  type ContentPage {
    id: ID!
    path: String!
    pageType: String!
    title: String!
    heroTitle: String
    "Markdown."
    body: String!
    "The body as HTML, safe to insert: raw HTML in the Markdown is shown as text and unsafe link targets are dropped."
    bodyHtml: String!
  }

  type ContentPagePayload {
    page: ContentPage
    errors: [Error!]!
  }

  type BlogPost {
    id: ID!
    slug: String!
    path: String!
    title: String!
    excerpt: String!
    "Markdown."
    body: String!
    "The body as HTML, safe to insert (rendered like ContentPage.bodyHtml)."
    bodyHtml: String!
    author: String!
    tags: [String!]!
    "ISO date, e.g. 2026-03-14."
    publishedAt: String!
  }

  type BlogPostList {
    items: [BlogPost!]!
    pageInfo: PageInfo!
  }

  type BlogPostsPayload {
    posts: BlogPostList
    errors: [Error!]!
  }

  type BlogPostPayload {
    post: BlogPost
    "Up to four gift cards for the post (null without a post): of the occasions its tags name, then of the categories, then the most popular."
    relatedProducts: [Product!]
    errors: [Error!]!
  }

  "What a customer said about the shop."
  type Testimonial {
    id: ID!
    "First name and initial, or first name and town, e.g. Sarah K."
    author: String!
    "1 to 5 stars."
    rating: Int!
    quote: String!
    "ISO date, e.g. 2026-03-14."
    publishedAt: String!
  }

  type TestimonialList {
    "Newest first; at most 100."
    items: [Testimonial!]!
    "How many testimonials the store has in the asking language."
    count: Int!
    "Mean rating rounded to one decimal (0 without testimonials)."
    averageRating: Float!
  }

  type TestimonialsPayload {
    testimonials: TestimonialList
    errors: [Error!]!
  }

  "A page for sitemap.xml."
  type SitemapEntry {
    "Site-relative path, with a trailing slash."
    path: String!
    "ISO date of the last change, when known."
    lastModified: String
  }

  type SitemapPayload {
    entries: [SitemapEntry!]
    errors: [Error!]!
  }

  extend type Query {
    """
    Metadata of any storefront path (with or without a language prefix): home, product list and detail, categories,
    occasions, blog and content pages. An unknown path gives NOT_FOUND (code 1005): the storefront answers 404.
    """
    pageMetadata(userData: UserDataInput!, path: String!): PageMetadataPayload!

    "A content page by its path, e.g. /general-terms/."
    page(userData: UserDataInput!, path: String!): ContentPagePayload!

    "Blog posts, newest first; 12 per page by default."
    blogPosts(userData: UserDataInput!, paging: PagingInput): BlogPostsPayload!

    "Every indexable page of the store in the asking language: home, lists, products, categories, occasions, blog and content pages."
    sitemap(userData: UserDataInput!): SitemapPayload!

    "The store's testimonials in the asking language, newest first, with their count and average rating."
    testimonials(userData: UserDataInput!): TestimonialsPayload!

    "One blog post by slug."
    blogPost(userData: UserDataInput!, slug: String!): BlogPostPayload!
  }
`;
