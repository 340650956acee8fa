import type { ReactElement } from 'react';
import { matchPath, MemoryRouter, Route, Routes } from 'react-router';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { possibleTypes, StoreProvider } from '@giftshop/shared-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { axeViolations, ukStore as store, ukUserData as userData } from '@giftshop/shared-testing';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';
import { BLOG_PAGE_SIZE } from './blog.data';
import { BlogListQuery, BlogPostQuery } from './blog.queries';
import { loadBlogList, loadBlogPost } from './load-blog';


const metadata = (path: string, title: string) => ({
  __typename: 'PageMetadataPayload',
  metadata: { __typename: 'PageMetadata', title, description: title, keywords: [], noindex: false, nofollow: false, canonical: `${store.origin}${path}`, pageType: 'BLOG', hreflangTags_v1: [] },
  errors: [],
});

const post = (n: number) => ({
  __typename: 'BlogPost',
  id: String(n),
  slug: `post-${n}`,
  path: `/blog/post-${n}/`,
  title: `Post number ${n}`,
  excerpt: `What post ${n} is about.`,
  author: 'Hannah Whitlock',
  publishedAt: '2025-02-11',
});

function listAnswer(path: string, page: number, total: number) {
  const count = Math.max(Math.min(BLOG_PAGE_SIZE, total - (page - 1) * BLOG_PAGE_SIZE), 0);
  const items = Array.from({ length: count }, (_, i) => post((page - 1) * BLOG_PAGE_SIZE + i + 1));
  return {
    request: { query: BlogListQuery, variables: { userData, path, paging: { itemsPerPage: BLOG_PAGE_SIZE, pageNumber: page } } },
    result: {
      data: {
        metadata: metadata(path, `Blog, page ${page} | GiftCards UK`),
        blogPosts: {
          __typename: 'BlogPostsPayload',
          posts: { __typename: 'BlogPostList', items, pageInfo: { __typename: 'PageInfo', total, pageNumber: page, itemsPerPage: BLOG_PAGE_SIZE, hasNextPage: page * BLOG_PAGE_SIZE < total } },
        },
      },
    },
  };
}

const card = {
  __typename: 'GiftCardProduct',
  id: '7',
  title: 'Harbour & Pine Gift Card',
  path: '/gift-cards/harbour-and-pine-gift-card/',
  showHand: false,
  showShadow: true,
  image: { __typename: 'Image', url: { __typename: 'Url', href: '/card-art/48/harbour-and-pine.svg' } },
  backgroundColor: { __typename: 'Color', color: '#113355' },
  variations: [{ __typename: 'Variation', id: 'v1', price: { __typename: 'Money', minorUnits: 1000, currency: 'GBP' } }],
};

function postAnswer(slug: string, found: boolean) {
  const path = `/blog/${slug}/`;
  return {
    request: { query: BlogPostQuery, variables: { userData, path, slug } },
    result: {
      data: {
        metadata: found ? metadata(path, 'Gift ideas | GiftCards UK') : { ...metadata(path, ''), metadata: null },
        blogPost: {
          __typename: 'BlogPostPayload',
          post: found
            ? { ...post(1), slug, path, title: 'Gift ideas', tags: ['birthday'], bodyHtml: '<h1>Gift ideas</h1>\n<p>Start early.</p>\n<h2>A dinner</h2>\n<p>See <a href="/gift-cards/">all cards</a>.</p>\n' }
            : null,
          relatedProducts: found ? [card] : null,
        },
      },
    },
  };
}

async function loadAndRender(route: string, path: string, mocks: MockLink.MockedResponse[], page: ReactElement) {
  const cache = new InMemoryCache({ possibleTypes });
  const apollo = new ApolloClient({ cache, link: new MockLink(mocks) });
  const url = new URL(path, store.origin);
  const load = route === '/blog/' || /^\/blog\/\d+\/$/.test(url.pathname) ? loadBlogList : loadBlogPost;
  const loaded = await load({ services: { apollo, settings: store }, params: matchPath(route, url.pathname)?.params ?? {}, url });
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: store.brandHost }}>
        <MockedProvider cache={cache} mocks={[]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return loaded;
}

const status = (code: number) => expect.objectContaining({ init: expect.objectContaining({ status: code }) });
const loadArgs = (path: string, mocks: MockLink.MockedResponse[]) => {
  const apollo = new ApolloClient({ cache: new InMemoryCache({ possibleTypes }), link: new MockLink(mocks) });
  const url = new URL(path, store.origin);
  return { services: { apollo, settings: store }, params: matchPath('/blog/:path/', url.pathname)?.params ?? {}, url };
};

describe('blog list', () => {
  it('lists the posts with title, date, author and excerpt, and links to the older page', async () => {
    const { seo } = await loadAndRender('/blog/', '/blog/', [listAnswer('/blog/', 1, 14)], <BlogListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift ideas and tips' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(BLOG_PAGE_SIZE);
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1/');
    expect(within(first).getByText('11 February 2025')).toHaveAttribute('datetime', '2025-02-11');
    expect(within(first).getByText('What post 1 is about.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/2/');
    expect(screen.queryByRole('link', { name: 'Newer posts' })).toBeNull();
    expect(seo.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog/' },
    ]);
  });

  it('names its page in the heading of page 2 and links back to the first page', async () => {
    await loadAndRender('/blog/:path/', '/blog/2/', [listAnswer('/blog/2/', 2, 14)], <BlogListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift ideas and tips, page 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('rel', 'prev');
    expect(screen.queryByRole('link', { name: 'Older posts' })).toBeNull();
  });

  it('answers 404 past the last page and for page numbers that name no page', async () => {
    await expect(loadBlogList(loadArgs('/blog/3/', [listAnswer('/blog/3/', 3, 14)]))).rejects.toEqual(status(404));
    await expect(loadBlogList(loadArgs('/blog/0/', []))).rejects.toEqual(status(404));
    await expect(loadBlogList(loadArgs('/blog/2147483648/', []))).rejects.toEqual(status(404));
  });

  it('has no axe violations', async () => {
    await loadAndRender('/blog/', '/blog/', [listAnswer('/blog/', 1, 14)], <BlogListPage />);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('blog post', () => {
  it('shows the post under one h1 with its date and author, gift cards to give and the way back', async () => {
    const { seo } = await loadAndRender('/blog/:path/', '/blog/gift-ideas/', [postAnswer('gift-ideas', true)], <BlogPostPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift ideas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A dinner' })).toBeInTheDocument();
    expect(screen.getByText('By Hannah Whitlock')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Gift cards to give' });
    expect(within(related).getByRole('link', { name: /Harbour & Pine Gift Card/ })).toHaveAttribute('href', '/gift-cards/harbour-and-pine-gift-card/');
    expect(screen.getByRole('link', { name: 'All blog posts' })).toHaveAttribute('href', '/blog/');
    expect(seo.article).toEqual({ headline: 'Gift ideas', description: 'What post 1 is about.', author: 'Hannah Whitlock', datePublished: '2025-02-11', keywords: ['birthday'] });
    expect(seo.breadcrumbs?.map((c) => c.path)).toEqual(['/', '/blog/', '/blog/gift-ideas/']);
  });

  it('answers 404 for an unknown post', async () => {
    const args = loadArgs('/blog/no-such-post/', [postAnswer('no-such-post', false)]);
    await expect(loadBlogPost(args)).rejects.toEqual(status(404));
  });

  it('has no axe violations', async () => {
    await loadAndRender('/blog/:path/', '/blog/gift-ideas/', [postAnswer('gift-ideas', true)], <BlogPostPage />);
    expect(await axeViolations()).toEqual([]);
  });
});
