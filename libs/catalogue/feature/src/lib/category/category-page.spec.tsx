import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@giftshop/shared-testing';
import { cards, filterCategories, metadataPayload, mock, productList } from '../../testing/fixtures';
import { loadAndRender, userData } from '../../testing/render-page';
import { CategoryPageQuery } from '../catalogue.queries';
import { MoreProductsQuery } from '../listing/more-products.query';
import { loadCategory } from '../loaders';
import { CategoryPage } from './category-page';

const filters = (slug: string) => ({ filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] });
const term = { __typename: 'TaxonomyTermPayload', term: { __typename: 'TaxonomyTerm', id: 'c1', slug: 'restaurants', title: 'Restaurants', description: 'From bistros to sushi bars.' } };

function renderCategory(url: string, slug: string, data: Record<string, unknown>, laterMocks = [] as ReturnType<typeof mock>[]) {
  const path = new URL(url, 'https://x.example').pathname;
  const page = Number(/\/(\d+)\/$/.exec(path)?.[1] ?? 1);
  const variables = { userData, path, slug, all: slug === 'all-gift-cards', filters: filters(slug), paging: { itemsPerPage: 16, pageNumber: page } };
  return loadAndRender({ load: loadCategory, Page: CategoryPage, pattern: '/category/:url/:page?/', url, mocks: [mock(CategoryPageQuery, variables, { filterCategories: filterCategories(), ...data })], laterMocks });
}

describe('CategoryPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows the category title, description and products', async () => {
    await renderCategory('/category/restaurants/', 'restaurants', { metadata: metadataPayload('Restaurants'), category: term, products: productList(cards(1, 16), 20, 1) });
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByText('From bistros to sushi bars.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/category/restaurants/2/');
  });

  it('writes the category page number to the address bar after Show more', async () => {
    const more = mock(MoreProductsQuery, { userData, filters: filters('restaurants'), paging: { itemsPerPage: 16, pageNumber: 2 } }, { products: productList(cards(17, 4), 20, 2) });
    await renderCategory('/category/restaurants/', 'restaurants', { metadata: metadataPayload('Restaurants'), category: term, products: productList(cards(1, 16), 20, 1) }, [more]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 1–20 of 20 gift cards')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/category/restaurants/2/');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('links back to the page before on a numbered page', async () => {
    await renderCategory('/category/restaurants/2/', 'restaurants', { metadata: metadataPayload('Restaurants'), category: term, products: productList(cards(17, 4), 20, 2) });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/category/restaurants/');
  });

  it('lists every product under all gift cards', async () => {
    await renderCategory('/category/all-gift-cards/', 'all-gift-cards', { metadata: metadataPayload('All gift cards'), products: productList(cards(1, 5), 5, 1) });
    expect(screen.getByRole('heading', { level: 1, name: 'All gift cards' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows an empty state for a category without products', async () => {
    await renderCategory('/category/restaurants/', 'restaurants', { metadata: metadataPayload('Restaurants'), category: term, products: productList([], 0, 1) });
    expect(screen.getByText('There are no gift cards here at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });

  it('has no axe violations', async () => {
    await renderCategory('/category/restaurants/', 'restaurants', { metadata: metadataPayload('Restaurants'), category: term, products: productList(cards(1, 16), 20, 1) });
    expect(await axeViolations()).toEqual([]);
  });
});
