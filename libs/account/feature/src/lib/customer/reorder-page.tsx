import { skipToken, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { CustomerOrderQuery } from '@giftshop/account-data-access';
import { ReorderDetails, ReorderOutcome } from '@giftshop/account-ui';
import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { useUserData } from '@giftshop/shared-data-access';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { CustomerPage, Pending } from './customer-page';
import { customerPageMessages } from './messages';
import { useOrderActions } from './use-order-actions';

/**
 * `/reorder/?order=<uuid>` (login required): the "reorder product details" of one of the customer's orders. Loading
 * the page only reads; the packages go into the basket when "Add to basket" is pressed, then on to the basket, or
 * first a word on which packages were left out.
 */
export function ReorderPage() {
  return <CustomerPage page="reorder">{() => <Reorder />}</CustomerPage>;
}

type Found = { state: 'loading' } | { state: 'failed' } | { state: 'notFound' } | { state: 'found'; order: AccountOrder_OrderFragment };

/** The gateway's NOT_FOUND (libs/gateway/core errors): an unknown uuid or another customer's order. */
const NOT_FOUND = 1005;

/** The customer's order with this uuid (read only); another customer's or an unknown uuid is not found. */
function useCustomerOrder(orderUuid: string | null) {
  const userData = useUserData();
  const { data, error, refetch } = useQuery(CustomerOrderQuery, orderUuid ? { variables: { userData, orderUuid }, fetchPolicy: 'network-only' } : skipToken);
  const payload = data?.customerOrder;
  const found: Found = error
    ? { state: 'failed' }
    : !payload
      ? { state: 'loading' }
      : payload.order
        ? { state: 'found', order: payload.order }
        : payload.errors.some((e) => e.code === NOT_FOUND)
          ? { state: 'notFound' }
          : { state: 'failed' };
  return { found, retry: () => void refetch() };
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
