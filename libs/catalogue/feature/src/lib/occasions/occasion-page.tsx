import { useCallback } from 'react';
import { usePageQuery } from '@giftshop/shared-data-access';
import type { OccasionPageQuery } from '@giftshop/shared-graphql';
import { Breadcrumbs, PageIntro } from '@giftshop/catalogue-ui';
import { routePath, useMessages } from '@giftshop/util-i18n';
import { toBreadcrumbItems } from '../breadcrumb-items';
import { crumbs } from '../breadcrumbs';
import { LIST_NAMES } from '../listing';
import { ProductListing } from '../listing/product-listing';
import { catalogueMessages } from '../messages';
import { usePageVariables } from '../page-input';
import { occasionVariables } from '../variables';
import styles from '../page-layout.module.css';

/** /occasions/{occasion}/: the giving moment's hero title, description and products (pages by ?page=n). */
export function OccasionPage() {
  const { input, variables } = usePageVariables(occasionVariables);
  const data = usePageQuery<OccasionPageQuery>();
  const messages = useMessages(catalogueMessages);
  const { slug } = variables;
  const pageHref = useCallback(
    (page: number) => `${routePath('occasion', { product: slug }, input.paths)}${page > 1 ? `?page=${page}` : ''}`,
    [slug, input.paths],
  );
  const term = data?.occasion.term;
  const list = data?.products.products;
  if (!term || !list) return null;
  const trail = crumbs.occasion(messages, input.paths, term.title, routePath('occasion', { product: slug }, input.paths));
  return (
    <div className={styles.page}>
      <PageIntro
        title={term.heroTitle ?? term.title}
        description={term.description}
        backgroundColor={term.backgroundColor?.color}
        crumbs={<Breadcrumbs items={toBreadcrumbItems(trail)} />}
      />
      <ProductListing
        key={`${input.pathname}${input.search}`}
        list={list}
        listName={LIST_NAMES.occasion(slug)}
        userData={variables.userData}
        filters={variables.filters}
        pageHref={pageHref}
        paths={input.paths}
        emptyHref={routePath('productList', {}, input.paths)}
      />
    </div>
  );
}
