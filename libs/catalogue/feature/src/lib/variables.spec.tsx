import type { ReactNode } from 'react';
import { matchPath, MemoryRouter, Route, Routes } from 'react-router';
import { renderHook } from '@testing-library/react';
import { StoreProvider } from '@giftshop/shared-data-access';
import { store, serverServices } from '../testing/render-page';
import { pageInputFromArgs, usePageInput, type PageInput } from './page-input';
import { choiceCardVariables, productDetailVariables } from './product/product-variables';
import { categoryVariables, listPageNumber, occasionVariables, productListVariables } from './variables';

const input = (params: Record<string, string>, search = ''): PageInput => ({
  userData: { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null },
  pathname: '/gift-cards/',
  params,
  search: new URLSearchParams(search),
  paths: { language: 'en', prefixed: false },
});

describe('list page numbers', () => {
  it('reads /gift-cards/{n}/, /category/{url}/{n}/ and ?page=n', () => {
    expect(listPageNumber(input({ product: '3' }))).toBe(3);
    expect(listPageNumber(input({ url: 'spa', page: '2' }))).toBe(2);
    expect(listPageNumber(input({}, 'page=4'))).toBe(4);
  });

  it('reads anything that is not a page number as page 1', () => {
    expect(listPageNumber(input({}, 'page=abc'))).toBe(1);
    expect(listPageNumber(input({ url: 'spa', page: 'two' }))).toBe(1);
    expect(listPageNumber(input({ product: 'harbour-and-pine-gift-card' }))).toBe(1);
    expect(listPageNumber(input({}, 'page=0'))).toBe(1);
  });
});

describe('variables', () => {
  it('asks for 16 products a page', () => {
    expect(productListVariables(input({ product: '2' })).paging).toEqual({ itemsPerPage: 16, pageNumber: 2 });
  });

  it('filters a category by its slug and treats all-gift-cards as every product', () => {
    expect(categoryVariables(input({ url: 'spa-and-wellness' }))).toMatchObject({
      slug: 'spa-and-wellness',
      all: false,
      filters: { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: ['spa-and-wellness'] }] },
    });
    expect(categoryVariables(input({}))).toMatchObject({ slug: 'all-gift-cards', all: true });
  });

  it('filters an occasion by its slug', () => {
    expect(occasionVariables(input({ product: 'birthday' })).filters).toEqual({ filterByTaxonomy: [{ vocabularyID: 'OCCASION', terms: ['birthday'] }] });
  });

  it('asks for the product of the URL, and for the Choice card on its own route', () => {
    expect(productDetailVariables(input({ product: 'harbour-and-pine-gift-card' })).slug).toBe('harbour-and-pine-gift-card');
    expect(choiceCardVariables(input({})).slug).toBe('choice-gift-card');
  });

  it('reads the Dutch routes: the Keuze Cadeaukaart by its own slug, /categorie/alle-cadeaubonnen/ as every product', () => {
    const dutch = (params: Record<string, string>): PageInput => ({
      ...input(params),
      userData: { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null },
      paths: { language: 'nl', prefixed: false },
    });
    expect(choiceCardVariables(dutch({})).slug).toBe('cadeaubonnl-keuze-cadeaukaart');
    expect(categoryVariables(dutch({ url: 'alle-cadeaubonnen' }))).toMatchObject({ slug: 'all-gift-cards', all: true });
    expect(categoryVariables(dutch({ url: 'restaurants' }))).toMatchObject({ slug: 'restaurants', all: false });
  });
});

describe('loader and page build the same variables', () => {
  const cases: [string, string, (i: PageInput) => unknown][] = [
    ['/gift-cards/:product/', '/gift-cards/3/', productListVariables],
    ['/gift-cards/', '/gift-cards/?page=2', productListVariables],
    ['/en/category/:url/:page?/', '/en/category/spa-and-wellness/2/', categoryVariables],
    ['/occasions/:product/', '/occasions/birthday/?page=3', occasionVariables],
    ['/gift-cards/:product/', '/gift-cards/harbour-and-pine-gift-card/', productDetailVariables],
  ];

  it.each(cases)('%s at %s', (pattern, url, build) => {
    expect(pageVariables(pattern, url, build)).toEqual(loaderVariables(pattern, url, build));
  });

  it('agrees when the router location has lost the trailing slash (as on the server)', () => {
    expect(pageVariables('/occasions/:product', '/occasions/birthday', occasionVariables)).toEqual(loaderVariables('/occasions/:product/', '/occasions/birthday/', occasionVariables));
  });

  function pageVariables(pattern: string, url: string, build: (i: PageInput) => unknown) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={children} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>
    );
    return renderHook(() => build(usePageInput()), { wrapper }).result.current;
  }

  function loaderVariables(pattern: string, url: string, build: (i: PageInput) => unknown) {
    const full = new URL(url, 'https://gcuk.giftshop.example');
    const params = matchPath(pattern, full.pathname)?.params ?? {};
    return build(pageInputFromArgs({ services: serverServices([]).services, params, url: full }));
  }
});
