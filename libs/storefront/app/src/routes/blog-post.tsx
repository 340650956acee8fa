import { useParams } from 'react-router';
import { BlogListPage, BlogPostPage, isBlogPage, loadBlogList, loadBlogPost } from '@giftshop/content-feature';
import type { PageArgs } from '@giftshop/shared-data-access';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** `/blog/{n}/` is page n of the blog (as `/gift-cards/{n}/` is of the product list); any other segment is a post. */
const load = (args: PageArgs) => (isBlogPage(args.params['path']) ? loadBlogList(args) : loadBlogPost(args));

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);
export const meta = pageMeta;

export default function BlogPost() {
  const { path } = useParams();
  return isBlogPage(path) ? <BlogListPage /> : <BlogPostPage />;
}
