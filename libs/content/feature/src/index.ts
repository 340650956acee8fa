export { ContentPage } from './lib/content-page';
export { loadContentPage } from './lib/load-content-page';
export { BlogListPage } from './lib/blog/blog-list-page';
export { BlogPostPage } from './lib/blog/blog-post-page';
export { isBlogPage } from './lib/blog/blog.data';
export { loadBlogList, loadBlogPost } from './lib/blog/load-blog';
export { ContactPage, type ContactDetails } from './lib/enquiries/contact-page';
export { QuoteRequestPage, QuoteSuccessPage, quoteSuccessLoad } from './lib/enquiries/quote-pages';
export { enquiryPageMessages } from './lib/enquiries/enquiry-messages';
