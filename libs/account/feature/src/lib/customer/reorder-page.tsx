import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ReorderOutcome } from '@giftshop/account-ui';
import { Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { CustomerPage } from './customer-page';
import { customerPageMessages } from './messages';
import { useOrderActions } from './use-order-actions';
import styles from '../account-pages.module.css';

/**
 * `/reorder/?order=<uuid>` (login required): puts the order's packages back in the basket once, then goes to the
 * basket, or first says which packages were left out.
 */
export function ReorderPage() {
  return <CustomerPage page="reorder">{() => <Reorder />}</CustomerPage>;
}

function Reorder() {
  const m = useMessages(customerPageMessages);
  const routes = useRoutes();
  const [params] = useSearchParams();
  const orderUuid = params.get('order');
  const actions = useOrderActions();
  const started = useRef(false);

  useEffect(() => {
    if (!orderUuid || started.current) return;
    started.current = true;
    void actions.reorder(orderUuid);
  }, [orderUuid, actions]);

  if (!orderUuid) return <p role="alert">{m.reorder.missingOrder}</p>;
  if (actions.error) return <p role="alert">{actions.error}</p>;
  if (actions.refusal)
    return <ReorderOutcome cart={actions.refusal.cart} refusals={actions.refusal.messages} basketHref={routes.path('basket')} ordersHref={routes.path('accountOrders')} />;
  return (
    <div className={styles.loading}>
      <Spinner size="large" label={m.reorder.working} />
    </div>
  );
}
