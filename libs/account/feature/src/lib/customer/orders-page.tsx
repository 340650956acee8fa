import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CustomerOrdersQuery } from '@giftshop/account-data-access';
import { OrderDetailsModal, OrderList, ordersUiMessages, ReorderOutcome } from '@giftshop/account-ui';
import { useUserData } from '@giftshop/shared-data-access';
import { Modal } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
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
  const [openId, setOpenId] = useState<string | null>(null);
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
        onOpen={(order) => setOpenId(order.id)}
      />
      <OrderDetails order={list.items.find((o) => o.id === openId) ?? null} onClose={() => setOpenId(null)} />
    </>
  );
}

function OrderDetails({ order, onClose }: { order: Parameters<typeof OrderDetailsModal>[0]['order']; onClose: () => void }) {
  const m = useMessages(ordersUiMessages);
  const routes = useRoutes();
  const actions = useOrderActions();
  const close = () => {
    actions.reset();
    onClose();
  };
  if (actions.refusal && order) {
    return (
      <Modal open title={m.reorderOutcome.title} onClose={close} size="medium">
        <ReorderOutcome cart={actions.refusal.cart} refusals={actions.refusal.messages} basketHref={routes.path('basket')} />
      </Modal>
    );
  }
  return (
    <OrderDetailsModal
      order={order}
      open={Boolean(order)}
      downloading={actions.downloading}
      reordering={actions.reordering}
      error={actions.error}
      onDownloadInvoice={() => order && void actions.downloadInvoice(order.uuid)}
      onReorder={() => order && void actions.reorder(order.uuid)}
      onClose={close}
    />
  );
}
