import { useRef, type ComponentType } from 'react';
import { useBasket } from '@giftshop/basket-data-access';
import { EmptyBasket } from '@giftshop/basket-ui';
import { Button, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { basketMessages } from '../messages';
import type { CheckoutIdentifyProps } from '@giftshop/shared-data-access';
import { BasketContent } from './basket-content';
import { isEmpty } from './basket-view';
import styles from './basket-page.module.css';

/**
 * /basket/ (spec §2.1): the visitor's cart, loaded in the browser after hydration because the gateway knows it by
 * the session cookie (docs/basket.md). The server renders the heading and the loading state.
 */
export interface BasketPageProps {
  /** The account identify modal, when the store has accounts: "To checkout" opens it for visitors (spec §4). */
  identifyModal?: ComponentType<CheckoutIdentifyProps>;
}

export function BasketPage({ identifyModal }: BasketPageProps = {}) {
  const m = useMessages(basketMessages).page;
  const routes = useRoutes();
  const basket = useBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {m.title}
      </h1>
      {basket.loading ? (
        <div className={styles.loading}>
          <Spinner size="large" label={m.loading} />
        </div>
      ) : basket.failed ? (
        <div role="alert" className={styles.failed}>
          <p>{m.failed}</p>
          <Button variant="secondary" onClick={() => void basket.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : isEmpty(basket.order) || !basket.order ? (
        <EmptyBasket giftCardsHref={routes.path('productList')} />
      ) : (
        <BasketContent order={basket.order} onPackageRemoved={() => heading.current?.focus()} identifyModal={identifyModal} />
      )}
    </div>
  );
}
