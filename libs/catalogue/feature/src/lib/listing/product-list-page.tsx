import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, PageIntro } from '@giftshop/catalogue-ui';
import { useBrand } from '@giftshop/util-brand';
import { format, routePath, useMessages } from '@giftshop/util-i18n';
import { crumbs } from '../breadcrumbs';
import { ProductListQuery } from '../catalogue.queries';
import { catalogueMessages } from '../messages';
import { usePageVariables } from '../page-input';
import { LIST_NAMES } from '../listing';
import { productListVariables } from '../variables';
import { ProductListing } from './product-listing';
import { toBreadcrumbItems } from '../breadcrumb-items';
import styles from '../page-layout.module.css';

/** /gift-cards/, /gift-cards/{n}/ and ?page=n: every product, 16 a page, with "Show more". */
export function ProductListPage() {
  const { input, variables } = usePageVariables(productListVariables);
  const { data } = useQuery(ProductListQuery, { variables });
  const messages = useMessages(catalogueMessages);
  const { config } = useBrand();
  const pageHref = useCallback((page: number) => routePath('productList', { page: page > 1 ? page : undefined }, input.paths), [input.paths]);
  const list = data?.products.products;
  if (!list) return null;
  return (
    <div className={styles.page}>
      <PageIntro
        title={messages.productList.title}
        description={format(messages.productList.intro, { claim: config.catalogueClaim })}
        crumbs={<Breadcrumbs items={toBreadcrumbItems(crumbs.productList(messages, input.paths))} />}
      />
      <ProductListing
        key={`${input.pathname}${input.search}`}
        list={list}
        listName={LIST_NAMES.productList}
        userData={variables.userData}
        filters={variables.filters}
        pageHref={pageHref}
        paths={input.paths}
        emptyHref={routePath('home', {}, input.paths)}
      />
    </div>
  );
}
