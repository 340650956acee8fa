import { notFound, requireMetadata, runQuery, type PageArgs, type PageLoad } from '@giftshop/shared-data-access';
import { pickMessages, prefixPath } from '@giftshop/util-i18n';
import { contentMessages } from '../messages';
import { blogCrumbs, blogListVariables, blogPageNumber, blogPaths, blogPostVariables, type BlogInput } from './blog.data';
import { BlogListQuery, BlogPostQuery } from './blog.queries';

const blogInput = ({ services, params, url }: PageArgs): BlogInput => ({ store: services.settings, pathname: url.pathname, params, search: url.searchParams });

/**
 * The blog list: page n of the posts, newest first. A page number that names no page (0, beyond the last page) is a
 * 404, never a repeat of page 1.
 */
export const loadBlogList: PageLoad = async (args) => {
  const input = blogInput(args);
  const page = blogPageNumber(input.params, input.search);
  if (page === null) throw notFound();
  const data = await runQuery(args.services, BlogListQuery, blogListVariables(input));
  const metadata = requireMetadata(data.metadata);
  const posts = data.blogPosts.posts;
  if (!posts || (page > 1 && posts.items.length === 0)) throw notFound();
  const { language } = input.store;
  return { seo: { metadata, breadcrumbs: blogCrumbs(pickMessages(contentMessages, language), blogPaths(language, url(args))) } };
};

/** A blog post with BlogPosting structured data; an unknown post is a 404. */
export const loadBlogPost: PageLoad = async (args) => {
  const input = blogInput(args);
  const data = await runQuery(args.services, BlogPostQuery, blogPostVariables(input));
  const metadata = requireMetadata(data.metadata);
  const post = data.blogPost.post;
  if (!post) throw notFound();
  const { language } = input.store;
  const paths = blogPaths(language, url(args));
  const breadcrumbs = blogCrumbs(pickMessages(contentMessages, language), paths, { title: post.title, path: prefixPath(post.path, paths) });
  const article = { headline: post.title, description: post.excerpt, author: post.author, datePublished: post.publishedAt, keywords: post.tags };
  return { seo: { metadata, breadcrumbs, article } };
};

const url = (args: PageArgs) => args.url.pathname;
