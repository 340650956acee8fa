import { useCallback } from 'react';
import { usePageQuery } from '@giftshop/shared-data-access';
import type { CategoryPageQuery } from '@giftshop/shared-graphql';
import { Breadcrumbs, PageIntro } from '@giftshop/catalogue-ui';
import { routePath, useMessages } from '@giftshop/util-i18n';
import { toBreadcrumbItems } from '../breadcrumb-items';
import { crumbs } from '../breadcrumbs';
import { LIST_NAMES } from '../listing';
import { FilteredEmpty, ListToolbar } from '../listing/filtered-list';
import { filterQuery, isFiltered } from '../listing/list-filters';
import { ProductListing } from '../listing/product-listing';
import { catalogueMessages } from '../messages';
import { usePageVariables } from '../page-input';
import { allGiftCardsSegment, categoryListFilters, categoryVariables } from '../variables';
import styles from '../page-layout.module.css';

/**
 * /category/{url}/ (+ page number) and /category/all-gift-cards/: the category's products with "Show more", narrowed
 * by the filter (other categories, types) in the URL.
 */
export function CategoryPage() {
  const { input, variables } = usePageVariables(categoryVariables);
  const data = usePageQuery<CategoryPageQuery>();
  const messages = useMessages(catalogueMessages);
  const { slug, all } = variables;
  const filters = categoryListFilters(input);
  const query = filterQuery(filters);
  // Every gift card's pages keep the language's own segment (`/categorie/alle-cadeaubonnen/2/`), not the gateway's slug.
  const url = all ? allGiftCardsSegment(input) : slug;
  const pageHref = useCallback((page: number) => `${routePath('category', { url, page: page > 1 ? page : undefined }, input.paths)}${query}`, [url, input.paths, query]);
  const term = data?.category?.term;
  const list = data?.products.products;
  if (!list || (!all && !term)) return null;
  const title = all ? messages.category.allTitle : (term?.title ?? '');
  const action = routePath(all ? 'categoryAll' : 'category', { url: slug }, input.paths);
  const trail = crumbs.category(messages, input.paths, title, action);
  const categories = (data.filterCategories.terms ?? []).filter((category) => category.slug !== slug);
  const pageFilters = { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] };
  return (
    <div className={styles.page}>
      <PageIntro title={title} description={all ? messages.category.allDescription : term?.description} crumbs={<Breadcrumbs items={toBreadcrumbItems(trail)} />} />
      <ListToolbar action={action} filters={filters} categories={categories} userData={variables.userData} pageFilters={pageFilters} />
      {list.pageInfo.total === 0 && isFiltered(filters) ? (
        <FilteredEmpty filters={filters} allHref={action} />
      ) : (
        <ProductListing
          key={`${input.pathname}${input.search}`}
          list={list}
          listName={LIST_NAMES.category(slug)}
          userData={variables.userData}
          filters={variables.filters}
          pageHref={pageHref}
          paths={input.paths}
          emptyHref={routePath('productList', {}, input.paths)}
        />
      )}
    </div>
  );
}
