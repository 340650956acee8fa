import { notFound, type PageMetadata } from '@giftshop/shared-data-access';
import type { CategoryPageQuery as CategoryData, HomePageQuery as HomeData, OccasionPageQuery as OccasionData, OccasionsPageQuery as OccasionsData, ProductListQuery as ProductListData } from '@giftshop/shared-graphql';
import { format, routePath } from '@giftshop/util-i18n';
import { crumbs } from './breadcrumbs';
import { CategoryPageQuery, HomePageQuery, OccasionPageQuery, OccasionsPageQuery, ProductListQuery } from './catalogue.queries';
import { loadPage, unavailable, type CataloguePageLoad } from './load-page';
import { isFiltered, isFilteredOrSearched, type ListFilters } from './listing/list-filters';
import type { CatalogueMessages } from './messages';
import type { PageInput } from './page-input';
import {
  categoryListFilters,
  categoryVariables,
  homeVariables,
  listPageRequested,
  occasionsVariables,
  occasionVariables,
  productListFilters,
  productListVariables,
} from './variables';

/**
 * A numbered page past the end of a list, or a number that names no page (0, beyond 2147483647), is a 404: it has no
 * content of its own and must not be indexed. An empty first page (a category without products) renders its empty state.
 */
function requireListPage(list: { items: unknown[] } | null | undefined, input: PageInput) {
  const page = listPageRequested(input);
  if (page === null) throw notFound();
  if (!list) throw unavailable();
  if (page > 1 && list.items.length === 0) throw notFound();
  return list;
}

/**
 * A searched or filtered list is not indexed (noindex) and keeps the gateway's canonical, the unfiltered list; its
 * title and description say what was searched or that it is filtered.
 */
export function listMetadata(metadata: PageMetadata, messages: CatalogueMessages, filters: ListFilters): PageMetadata {
  if (!isFilteredOrSearched(filters)) return metadata;
  const searched = filters.search
    ? { title: `${format(messages.search.title, { term: filters.search })} | ${metadata.title}`, description: format(messages.search.description, { term: filters.search }) }
    : { title: metadata.title, description: metadata.description };
  if (isFiltered(filters)) {
    searched.title = format(messages.filters.filteredTitle, { title: searched.title });
    searched.description = format(messages.filters.filteredDescription, { description: searched.description });
  }
  return { ...metadata, ...searched, noindex: true };
}

export const loadHome: CataloguePageLoad<HomeData> = async (args) => {
  const { data, metadata } = await loadPage(args, HomePageQuery, homeVariables);
  // The page shows the first category's top products only (MostChosen): the other categories' would travel in the
  // page's data, which the browser decodes before it hydrates, for nothing.
  const items = data.categoryMenu.items && data.categoryMenu.items.slice(0, 1);
  return { seo: { metadata }, data: { ...data, categoryMenu: { ...data.categoryMenu, items } } };
};

export const loadProductList: CataloguePageLoad<ProductListData> = async (args) => {
  const { input, data, metadata, messages } = await loadPage(args, ProductListQuery, productListVariables);
  requireListPage(data.products.products, input);
  return { seo: { metadata: listMetadata(metadata, messages, productListFilters(input)), breadcrumbs: crumbs.productList(messages, input.paths) }, data };
};

export const loadCategory: CataloguePageLoad<CategoryData> = async (args) => {
  const { input, data, metadata, messages } = await loadPage(args, CategoryPageQuery, categoryVariables);
  const variables = categoryVariables(input);
  const title = variables.all ? messages.category.allTitle : data.category?.term?.title;
  if (!title) throw notFound();
  requireListPage(data.products.products, input);
  const path = routePath(variables.all ? 'categoryAll' : 'category', { url: variables.slug }, input.paths);
  return { seo: { metadata: listMetadata(metadata, messages, categoryListFilters(input)), breadcrumbs: crumbs.category(messages, input.paths, title, path) }, data };
};

export const loadOccasions: CataloguePageLoad<OccasionsData> = async (args) => {
  const { input, data, metadata, messages } = await loadPage(args, OccasionsPageQuery, occasionsVariables);
  return { seo: { metadata, breadcrumbs: crumbs.occasions(messages, input.paths) }, data };
};

export const loadOccasion: CataloguePageLoad<OccasionData> = async (args) => {
  const { input, data, metadata, messages } = await loadPage(args, OccasionPageQuery, occasionVariables);
  const term = data.occasion.term;
  if (!term) throw notFound();
  requireListPage(data.products.products, input);
  const path = routePath('occasion', { product: term.slug }, input.paths);
  return { seo: { metadata, breadcrumbs: crumbs.occasion(messages, input.paths, term.title, path) }, data };
};
