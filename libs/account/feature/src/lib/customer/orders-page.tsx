import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CustomerOrdersQuery } from '@giftshop/account-data-access';
import { OrderDetailsModal, OrderList, ReorderOutcome } from '@giftshop/account-ui';
import { useUserData } from '@giftshop/shared-data-access';
import { useRoutes } from '@giftshop/util-i18n';
import { CustomerPage, Pending } from './customer-page';
import { useOrderActions } from './use-order-actions';

/** Orders per page of the list; "show more" asks for the next page. */
export const ORDERS_PER_PAGE = 10;

/** `/account/orders/` (login required): the customer's orders and the "account order details" modal. */
export function OrdersPage() {
  return <CustomerPage page="orders">{() => <Orders />}</CustomerPage>;
}

function Orders() {
  const userData = useUserData();
  const variables = { userData, paging: { itemsPerPage: ORDERS_PER_PAGE, pageNumber: 1 } };
  const { data, error, refetch, fetchMore } = useQuery(CustomerOrdersQuery, { variables, notifyOnNetworkStatusChange: false });
  const [loadingMore, setLoadingMore] = useState(false);
  // The last opened order stays selected while its modal closes, so the close animation has something to show.
  const [selected, setSelected] = useState<{ id: string; open: boolean } | null>(null);
  const list = data?.customerOrders.orders;
  if (!list) return <Pending failed={Boolean(error || data)} onRetry={() => void refetch()} />;

  const showMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { itemsPerPage: ORDERS_PER_PAGE, pageNumber: list.pageInfo.pageNumber + 1 } },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.customerOrders.orders;
          const next = fetchMoreResult.customerOrders.orders;
          if (!before || !next) return previous as typeof fetchMoreResult;
          const seen = new Set(before.items.map((o) => o.id));
          return {
            ...fetchMoreResult,
            customerOrders: { ...fetchMoreResult.customerOrders, orders: { ...next, items: [...before.items, ...next.items.filter((o) => !seen.has(o.id))] } },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <OrderList
        orders={list.items}
        total={list.pageInfo.total}
        hasMore={list.pageInfo.hasNextPage}
        loadingMore={loadingMore}
        onShowMore={() => void showMore()}
        onOpen={(order) => setSelected({ id: order.id, open: true })}
      />
      <OrderDetails
        order={list.items.find((o) => o.id === selected?.id) ?? null}
        open={Boolean(selected?.open)}
        onClose={() => setSelected((current) => current && { ...current, open: false })}
      />
    </>
  );
}

function OrderDetails({ order, open, onClose }: { order: Parameters<typeof OrderDetailsModal>[0]['order']; open: boolean; onClose: () => void }) {
  const routes = useRoutes();
  const actions = useOrderActions();
  const close = () => {
    actions.reset();
    onClose();
  };
  return (
    <OrderDetailsModal
      order={order}
      open={open}
      downloading={actions.downloading}
      reordering={actions.reordering}
      error={actions.error}
      outcome={actions.refusal && <ReorderOutcome cart={actions.refusal.cart} refusals={actions.refusal.messages} basketHref={routes.path('basket')} />}
      onDownloadInvoice={() => order && void actions.downloadInvoice(order.uuid)}
      onReorder={() => order && void actions.reorder(order.uuid)}
      onClose={close}
    />
  );
}
