import { BlogListPage, loadBlogList } from '@giftshop/content-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

/** The blog's first page (`/blog/`). */
export const loader = serverLoader(loadBlogList);
export const clientLoader = browserLoader(loadBlogList);
export const meta = pageMeta;

export default function Blog() {
  return <BlogListPage />;
}
