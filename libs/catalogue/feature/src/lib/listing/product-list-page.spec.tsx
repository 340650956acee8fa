import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@giftshop/shared-testing';
import { cards, filterCategories, metadataPayload, mock, productList } from '../../testing/fixtures';
import type { BrandConfig } from '@giftshop/util-brand';
import { gcukBrand, loadAndRender, userData } from '../../testing/render-page';
import { ProductListQuery } from '../catalogue.queries';
import { MoreProductsQuery } from './more-products.query';
import { ProductCountQuery } from './list-filters-control';
import { loadProductList } from '../loaders';
import { ProductListPage } from './product-list-page';

const paging = (pageNumber: number) => ({ itemsPerPage: 16, pageNumber });
const firstPage = mock(ProductListQuery, { userData, path: '/gift-cards/', filters: null, paging: paging(1) }, { metadata: metadataPayload('Gift cards'), products: productList(cards(1, 16), 40, 1), filterCategories: filterCategories() });
// Page 2 repeats card 16: the list moved while the shopper read; the grid keeps one of each.
const secondPage = mock(MoreProductsQuery, { userData, filters: null, paging: paging(2) }, { products: productList(cards(16, 16), 40, 2) });

const renderList = (laterMocks = [secondPage]) =>
  loadAndRender({ load: loadProductList, Page: ProductListPage, pattern: '/gift-cards/', url: '/gift-cards/', mocks: [firstPage], laterMocks });

function matchViewport(query: string | null) {
  window.matchMedia = ((media: string) => ({ matches: media === query, media, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
}

describe('ProductListPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/gift-cards/'));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it("shows the first 16 products from the loader's answer", async () => {
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(16);
    expect(screen.getByText('Showing 1–16 of 40 gift cards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gift-cards/2/');
  });

  it('appends the next page without duplicates and puts its number in the address bar', async () => {
    await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 1–31 of 40 gift cards')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: 'Card 16 Gift Card' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Card 31 Gift Card' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/gift-cards/2/');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gift-cards/3/');
  });

  it('says when the next page cannot be loaded and keeps the button', async () => {
    await renderList([{ ...secondPage, result: undefined, error: new Error('offline') } as never]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
    expect(window.location.pathname).toBe('/gift-cards/');
  });

  it('fills the reserved 17th slot on a small desktop with the first card of the next page', async () => {
    matchViewport('(min-width: 1024px) and (max-width: 1279px)');
    const { view } = await renderList();
    expect(view.container.querySelector('li[aria-hidden="true"]')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Card 17 Gift Card' })).toBeInTheDocument());
    expect(view.container.querySelector('li[aria-hidden="true"]')).not.toBeInTheDocument();
  });

  it('reports a product click with its position, counted from 1', async () => {
    await renderList();
    const layer = ((window as { dataLayer?: unknown[] }).dataLayer = []);
    await userEvent.click(screen.getByRole('link', { name: /^Card 2 Gift Card/ }));
    expect(layer).toContainEqual({
      event: 'select_item',
      ecommerce: { item_list_name: 'Product list', items: [{ item_id: '2', item_name: 'Card 2 Gift Card', index: 2, price: 5, currency: 'GBP' }] },
    });
  });

  it.each([
    [true, 2],
    [false, 0],
  ])('draws the hands the products ask for only with the handVariants toggle (%s)', async (handVariants, drawn) => {
    const handed = cards(1, 16).map((card, index) => ({ ...card, showHand: index < 2 }));
    const page = mock(ProductListQuery, { userData, path: '/gift-cards/', filters: null, paging: paging(1) }, { metadata: metadataPayload('Gift cards'), products: productList(handed, 16, 1), filterCategories: filterCategories() });
    const brand = { ...gcukBrand, toggles: { ...gcukBrand.toggles, handVariants } } as BrandConfig;
    const { view } = await loadAndRender({ load: loadProductList, Page: ProductListPage, pattern: '/gift-cards/', url: '/gift-cards/', mocks: [page], brand });
    expect(view.container.querySelectorAll('svg[viewBox="0 0 120 90"]')).toHaveLength(drawn);
  });

  it('has no axe violations', async () => {
    await renderList();
    expect(await axeViolations()).toEqual([]);
  });

  describe('search and filters', () => {
    const searchList = (url: string, filters: Record<string, unknown>, total: number, laterMocks: ReturnType<typeof mock>[] = []) => {
      const items = cards(1, Math.min(total, 16));
      const first = mock(ProductListQuery, { userData, path: '/gift-cards/', filters, paging: paging(1) }, { metadata: metadataPayload('Gift cards'), products: productList(items, total, 1), filterCategories: filterCategories() });
      window.history.replaceState(null, '', url);
      return loadAndRender({ load: loadProductList, Page: ProductListPage, pattern: '/gift-cards/', url, mocks: [first], laterMocks });
    };

    it('lists what was searched under a heading that names it, not indexed', async () => {
      const { loaded } = await searchList('/gift-cards/?s=choclate', { searchText: 'choclate' }, 3);
      expect(screen.getByRole('heading', { level: 1, name: 'Search results for “choclate”' })).toBeInTheDocument();
      expect(screen.getByText('3 gift cards found')).toBeInTheDocument();
      const metadata = (loaded as { seo: { metadata: { noindex: boolean; title: string; canonical: string } } }).seo.metadata;
      expect(metadata.noindex).toBe(true);
      expect(metadata.title).toMatch(/^Search results for “choclate” \| /);
    });

    it('says when nothing matches and where to go instead', async () => {
      await searchList('/gift-cards/?s=qqqxxzzv', { searchText: 'qqqxxzzv' }, 0);
      expect(screen.getByText('No gift cards match “qqqxxzzv”.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View all gift cards' })).toHaveAttribute('href', '/gift-cards/');
    });

    it('keeps search and filters in the page links and offers to clear the filters', async () => {
      await searchList(
        '/gift-cards/?s=spa&cb_api_products_categories=restaurants&cb_api_products_types=physical&cb_api_products_types=bogus',
        { searchText: 'spa', filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: ['restaurants'] }], filterByListType: ['PHYSICAL'] },
        40,
      );
      expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gift-cards/2/?s=spa&cb_api_products_categories=restaurants&cb_api_products_types=physical');
      expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/gift-cards/?s=spa');
      expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
    });

    it('counts the matching gift cards in the filter dialog before applying', async () => {
      const count = (filters: Record<string, unknown> | null, n: number) =>
        mock(ProductCountQuery, { userData, filters }, { productCount: { __typename: 'ProductCountPayload', count: n, errors: [] } });
      await searchList('/gift-cards/?s=spa', { searchText: 'spa' }, 5, [count({ searchText: 'spa' }, 5), count({ searchText: 'spa', filterByListType: ['DONATION'] }, 1)]);
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      const dialog = await screen.findByRole('dialog', { name: 'Filter gift cards' });
      expect(await screen.findByText('5 gift cards match')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Donations' }));
      expect(await screen.findByText('1 gift card matches')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show 1 gift card' })).toBeInTheDocument();
      expect(dialog.querySelector('input[type="hidden"][name="s"]')).toHaveValue('spa');
      expect(await axeViolations()).toEqual([]);
    });
  });
});
