import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { CustomerOrdersQuery } from '@giftshop/account-data-access';
import { ReorderDetails, ReorderOutcome } from '@giftshop/account-ui';
import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { useUserData } from '@giftshop/shared-data-access';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { CustomerPage, Pending } from './customer-page';
import { customerPageMessages } from './messages';
import { useOrderActions } from './use-order-actions';

/** Orders asked per page while looking for the order of the link (the gateway's maximum). */
const PAGE = 50;

/**
 * `/reorder/?order=<uuid>` (login required): the "reorder product details" of one of the customer's orders. Loading
 * the page only reads; the packages go into the basket when "Add to basket" is pressed, then on to the basket, or
 * first a word on which packages were left out.
 */
export function ReorderPage() {
  return <CustomerPage page="reorder">{() => <Reorder />}</CustomerPage>;
}

type Found = { state: 'loading' } | { state: 'failed' } | { state: 'notFound' } | { state: 'found'; order: AccountOrder_OrderFragment };

/** The customer's order with this uuid, looked up page by page in their orders (read only). */
function useCustomerOrder(orderUuid: string | null) {
  const client = useApolloClient();
  const userData = useUserData();
  const [found, setFound] = useState<Found>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orderUuid) return;
    let live = true;
    setFound({ state: 'loading' });
    void (async () => {
      try {
        for (let pageNumber = 1; ; pageNumber++) {
          const { data } = await client.query({ query: CustomerOrdersQuery, variables: { userData, paging: { itemsPerPage: PAGE, pageNumber } }, fetchPolicy: 'network-only' });
          const list = data?.customerOrders.orders;
          if (!live) return;
          if (!list) return setFound({ state: 'failed' });
          const order = list.items.find((o) => o.uuid === orderUuid);
          if (order) return setFound({ state: 'found', order });
          if (!list.pageInfo.hasNextPage) return setFound({ state: 'notFound' });
        }
      } catch {
        if (live) setFound({ state: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [client, userData, orderUuid, attempt]);
  return { found, retry: () => setAttempt((n) => n + 1) };
}

function Reorder() {
  const m = useMessages(customerPageMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderUuid = params.get('order');
  const actions = useOrderActions();
  const { found, retry } = useCustomerOrder(orderUuid);

  if (!orderUuid) return <p role="alert">{m.reorder.missingOrder}</p>;
  if (actions.refusal)
    return <ReorderOutcome cart={actions.refusal.cart} refusals={actions.refusal.messages} basketHref={routes.path('basket')} ordersHref={routes.path('accountOrders')} />;
  if (found.state === 'notFound') return <p role="alert">{m.reorder.notFound}</p>;
  if (found.state !== 'found') return <Pending failed={found.state === 'failed'} onRetry={retry} />;
  return (
    <ReorderDetails
      order={found.order}
      reordering={actions.reordering}
      error={actions.error}
      onAddToBasket={() => void actions.reorder(found.order.uuid)}
      onCancel={() => void navigate(routes.path('accountOrders'))}
      cancelLabel="cancel"
    />
  );
}
