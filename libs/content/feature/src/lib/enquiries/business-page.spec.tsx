import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { possibleTypes, StoreProvider } from '@giftshop/shared-data-access';
import { axeViolations, ukStore as store, ukUserData as userData } from '@giftshop/shared-testing';
import { BrandProvider, type BrandConfig } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';
import { ContentPageQuery } from '../content-page.query';
import { loadContentPage } from '../load-content-page';
import { BusinessPage } from './business-page';

const gcuk = JSON.parse(readFileSync(join(__dirname, '../../../../../../brands/GCUK/brand.json'), 'utf8')) as BrandConfig;
const path = '/business/';

const answer = {
  request: { query: ContentPageQuery, variables: { userData, path } },
  result: {
    data: {
      metadata: {
        __typename: 'PageMetadataPayload',
        metadata: { __typename: 'PageMetadata', title: 'Business | GiftCards UK', description: 'Business', keywords: [], noindex: false, nofollow: false, canonical: `https://gcuk.giftshop.example${path}`, pageType: 'BUSINESS', hreflangTags_v1: [] },
        errors: [],
      },
      page: {
        __typename: 'ContentPagePayload',
        page: { __typename: 'ContentPage', id: '9', path, pageType: 'BUSINESS', title: 'Business gift cards', heroTitle: null, bodyHtml: '<p>Reward your team.</p>\n' },
      },
    },
  },
};

async function renderBusinessPage(businessPageV3: boolean) {
  const cache = new InMemoryCache({ possibleTypes });
  const apollo = new ApolloClient({ cache, link: new MockLink([answer]) });
  await loadContentPage({ services: { apollo, settings: store }, params: { path: 'business' }, url: new URL(path, store.origin) });
  return render(
    <StoreProvider store={store}>
      <BrandProvider brand={{ ...gcuk, toggles: { ...gcuk.toggles, businessPageV3 } }}>
        <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: store.brandHost }}>
          <MockedProvider cache={cache} mocks={[]}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/business/" element={<BusinessPage />} />
              </Routes>
            </MemoryRouter>
          </MockedProvider>
        </I18nProvider>
      </BrandProvider>
    </StoreProvider>,
  );
}

const follows = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the business page', () => {
  it('puts the way to the quote form first, under the title, with businessPageV3', async () => {
    await renderBusinessPage(true);
    const callout = screen.getByRole('region', { name: 'Gift cards for your business' });
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/business/request-a-quote/');
    expect(follows(callout, screen.getByText('Reward your team.'))).toBe(true);
    expect(follows(screen.getByRole('heading', { level: 1 }), callout)).toBe(true);
  });

  it('puts the way to the quote form after the body without businessPageV3', async () => {
    await renderBusinessPage(false);
    const callout = screen.getByRole('region', { name: 'Gift cards for your business' });
    expect(follows(screen.getByText('Reward your team.'), callout)).toBe(true);
  });

  it('has no axe violations', async () => {
    const { container } = await renderBusinessPage(true);
    expect(await axeViolations(container)).toEqual([]);
  });
});
