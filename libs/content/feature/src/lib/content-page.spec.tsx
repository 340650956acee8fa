import { matchPath, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { possibleTypes, StoreProvider } from '@giftshop/shared-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { axeViolations, ukStore as store, ukUserData as userData } from '@giftshop/shared-testing';
import { ContentPage } from './content-page';
import { prepareBodyHtml } from './content-page.data';
import { ContentPageQuery } from './content-page.query';
import { loadContentPage } from './load-content-page';


const bodyHtml =
  '<h1>Cancellation policy</h1>\n<p>You may cancel within 14 days.</p>\n<h2>How to cancel</h2>\n<p>Use our <a href="/support/contact-us/">contact page</a> or <a href="https://example.org/" target="_blank" rel="noopener noreferrer">a partner</a>.</p>\n';

function answer(path: string, found: boolean) {
  return {
    request: { query: ContentPageQuery, variables: { userData, path } },
    result: {
      data: {
        metadata: {
          __typename: 'PageMetadataPayload',
          metadata: found
            ? { __typename: 'PageMetadata', title: 'Cancellation policy | GiftCards UK', description: 'Cancel', keywords: [], noindex: false, nofollow: false, canonical: `https://gcuk.giftshop.example${path}`, pageType: 'INFO', hreflangTags_v1: [] }
            : null,
          errors: [],
        },
        page: {
          __typename: 'ContentPagePayload',
          page: found ? { __typename: 'ContentPage', id: '7', path, pageType: 'INFO', title: 'Cancellation policy', heroTitle: null, bodyHtml } : null,
        },
      },
    },
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function loadAndRender(path: string) {
  const cache = new InMemoryCache({ possibleTypes });
  const apollo = new ApolloClient({ cache, link: new MockLink([answer(path, true)]) });
  const url = new URL(path, store.origin);
  const loaded = await loadContentPage({ services: { apollo, settings: store }, params: matchPath('/:path/', url.pathname)?.params ?? {}, url });
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: store.brandHost }}>
        <MockedProvider cache={cache} mocks={[]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/:path/" element={<ContentPage />} />
              <Route path="/support/contact-us/" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return loaded;
}

describe('content pages', () => {
  it('render the title as the one h1 and the body below it, from the cache the loader filled', async () => {
    await loadAndRender('/cancelation-policy/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('You may cancel within 14 days.');
    expect(screen.getByRole('heading', { level: 2, name: 'How to cancel' })).toBeInTheDocument();
  });

  it('return and show the breadcrumb trail', async () => {
    const { seo } = await loadAndRender('/cancelation-policy/');
    expect(seo.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Cancellation policy', path: '/cancelation-policy/' },
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('follow site links in the body with the router', async () => {
    await loadAndRender('/cancelation-policy/');
    await userEvent.click(screen.getByRole('link', { name: 'contact page' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/support/contact-us/');
  });

  it('answer 404 for a path without a page', async () => {
    const apollo = new ApolloClient({ cache: new InMemoryCache({ possibleTypes }), link: new MockLink([answer('/nothing-here/', false)]) });
    const url = new URL('/nothing-here/', store.origin);
    await expect(loadContentPage({ services: { apollo, settings: store }, params: { path: 'nothing-here' }, url })).rejects.toEqual(
      expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
    );
  });

  it('have no axe violations', async () => {
    await loadAndRender('/cancelation-policy/');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('prepareBodyHtml', () => {
  it('drops the leading h1 and turns later ones into h2', () => {
    expect(prepareBodyHtml('<h1>Title</h1>\n<p>a</p>\n<h1>Again</h1>')).toBe('<p>a</p>\n<h2>Again</h2>');
    expect(prepareBodyHtml('<p>No title</p>')).toBe('<p>No title</p>');
  });
});
