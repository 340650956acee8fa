export { ContentPage } from './lib/content-page';
export { loadContentPage } from './lib/load-content-page';
export { BlogListPage } from './lib/blog/blog-list-page';
export { BlogPostPage } from './lib/blog/blog-post-page';
export { isBlogPage } from './lib/blog/blog.data';
export { loadBlogList, loadBlogPost } from './lib/blog/load-blog';
