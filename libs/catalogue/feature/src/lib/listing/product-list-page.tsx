import { useCallback } from 'react';
import { usePageQuery } from '@giftshop/shared-data-access';
import type { ProductListQuery } from '@giftshop/shared-graphql';
import { Breadcrumbs, PageIntro } from '@giftshop/catalogue-ui';
import { useBrand } from '@giftshop/util-brand';
import { format, routePath, useMessages } from '@giftshop/util-i18n';
import { crumbs } from '../breadcrumbs';
import { catalogueMessages } from '../messages';
import { usePageVariables } from '../page-input';
import { LIST_NAMES } from '../listing';
import { productListFilters, productListVariables } from '../variables';
import { ProductListing } from './product-listing';
import { FilteredEmpty, ListToolbar } from './filtered-list';
import { filterQuery, isFilteredOrSearched } from './list-filters';
import { toBreadcrumbItems } from '../breadcrumb-items';
import styles from '../page-layout.module.css';

/**
 * /gift-cards/, /gift-cards/{n}/ and ?page=n: every product, 16 a page, with "Show more"; `?s=` lists the search's
 * hits best first, and the filter narrows by category and type.
 */
export function ProductListPage() {
  const { input, variables } = usePageVariables(productListVariables);
  const data = usePageQuery<ProductListQuery>();
  const messages = useMessages(catalogueMessages);
  const { config } = useBrand();
  const filters = productListFilters(input);
  const query = filterQuery(filters);
  const pageHref = useCallback((page: number) => `${routePath('productList', { page: page > 1 ? page : undefined }, input.paths)}${query}`, [input.paths, query]);
  const list = data?.products.products;
  if (!list) return null;
  const action = routePath('productList', {}, input.paths);
  const searched = filters.search !== '';
  const total = list.pageInfo.total;
  return (
    <div className={styles.page}>
      <PageIntro
        title={searched ? format(messages.search.title, { term: filters.search }) : messages.productList.title}
        description={searched ? format(messages.search.found, { count: total }) : format(messages.productList.intro, { claim: config.catalogueClaim })}
        crumbs={<Breadcrumbs items={toBreadcrumbItems(crumbs.productList(messages, input.paths))} />}
      />
      <ListToolbar action={action} filters={filters} categories={data.filterCategories.terms ?? []} userData={variables.userData} pageFilters={null} />
      {total === 0 && isFilteredOrSearched(filters) ? (
        <FilteredEmpty filters={filters} allHref={action} />
      ) : (
        <ProductListing
          key={`${input.pathname}${input.search}`}
          list={list}
          listName={searched ? LIST_NAMES.search : LIST_NAMES.productList}
          userData={variables.userData}
          filters={variables.filters}
          pageHref={pageHref}
          paths={input.paths}
          emptyHref={routePath('home', {}, input.paths)}
        />
      )}
    </div>
  );
}
