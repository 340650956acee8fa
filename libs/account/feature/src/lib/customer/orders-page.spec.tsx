import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerOrderQuery, CustomerOrdersQuery, InvoiceQuery, ReorderMutation } from '@giftshop/account-data-access';
import { nina, renderAccount, userData, userInfo } from '../../testing/render-account';
import { ORDERS_PER_PAGE, OrdersPage } from './orders-page';
import { ReorderPage } from './reorder-page';

jest.setTimeout(30_000);

const gbp = (minorUnits: number) => ({ __typename: 'Money', minorUnits, currency: 'GBP' });
const order = (n: number) => ({
  __typename: 'CustomerOrder',
  id: String(n),
  uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  referenceNumber: `GC-48-0000${String(n).padStart(2, '0')}`,
  orderType: 'REGULAR',
  status: 'COMPLETED',
  deliveryType: 'DIGITAL',
  paymentMethod: 'visa',
  paymentMethodTitle: 'Visa',
  orderDate: '2026-11-20T14:05:00Z',
  items: [],
  totals: { __typename: 'OrderTotals', subTotal: gbp(2500), grandTotalWithoutTax: gbp(2595), grandTotal: gbp(2595) },
  serviceFee: gbp(95),
  shippingCosts: gbp(0),
  extras: gbp(0),
});

const ordersAnswer = (pageNumber: number, items: ReturnType<typeof order>[], total: number, perPage = ORDERS_PER_PAGE) => ({
  request: { query: CustomerOrdersQuery, variables: { userData, paging: { itemsPerPage: perPage, pageNumber } } },
  result: {
    data: {
      customerOrders: {
        __typename: 'CustomerOrdersPayload',
        orders: {
          __typename: 'CustomerOrderList',
          items,
          pageInfo: { __typename: 'PageInfo', total, pageNumber, itemsPerPage: perPage, hasNextPage: pageNumber * perPage < total },
        },
        errors: [],
      },
    },
  },
});

const error = (code: number, message: string, referencedRequestParameter: string | null) => ({ __typename: 'Error', code, message, referencedRequestParameter });

const reorderAnswer = (uuid: string, cart: boolean, errors: ReturnType<typeof error>[] = []) => ({
  request: { query: ReorderMutation, variables: { userData, orderUuid: uuid } },
  result: { data: { reorder: { __typename: 'CartPayload', order: cart ? { __typename: 'GiftCardOrder', id: '99' } : null, errors } } },
});

const routes = { '/account/orders/': <OrdersPage />, '/basket/': <h1>Basket</h1>, '/reorder/': <ReorderPage /> };

/** The reorder page reads the order of its link by uuid: the order, or NOT_FOUND when it is not the customer's. */
const lookupAnswer = (uuid: string, found: ReturnType<typeof order> | null) => ({
  request: { query: CustomerOrderQuery, variables: { userData, orderUuid: uuid } },
  result: {
    data: {
      customerOrder: {
        __typename: 'CustomerOrderPayload',
        order: found,
        errors: found ? [] : [error(1005, 'We could not find what you are looking for.', 'orderUuid')],
      },
    },
  },
});

/** "Reorder" shows the reorder product details; "Add to basket" there puts the packages in the basket. */
async function reorderFromModal(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reorder' }));
  const details = await screen.findByRole('form', { name: 'This goes into your basket' });
  await userEvent.click(within(details).getByRole('button', { name: 'Add to basket' }));
}

async function openFirstOrder() {
  await userEvent.click(await screen.findByRole('button', { name: 'View details of order GC-48-000001' }));
  return screen.getByRole('dialog', { name: 'Order GC-48-000001' });
}

describe('OrdersPage', () => {
  it('shows a page of orders and appends the next one on "show more"', async () => {
    const first = Array.from({ length: ORDERS_PER_PAGE }, (_, i) => order(i + 1));
    renderAccount(routes, '/account/orders/', [userInfo(nina), ordersAnswer(1, first, 12), ordersAnswer(2, [order(11), order(12)], 12)]);
    expect(await screen.findByText('10 of 12 orders shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByText('12 of 12 orders shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View details of order GC-48-000012' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('goes to the basket when the reorder put every package back', async () => {
    const { router } = renderAccount(routes, '/account/orders/', [userInfo(nina), ordersAnswer(1, [order(1)], 1), reorderAnswer(order(1).uuid, true)]);
    const dialog = await openFirstOrder();
    await reorderFromModal(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket/'));
  });

  it('names the packages a reorder left out before going on to the basket', async () => {
    const skipped = error(2144, 'Harbour & Pine gift card is no longer sold at this value.', 'packages.1');
    const { router } = renderAccount(routes, '/account/orders/', [userInfo(nina), ordersAnswer(1, [order(1)], 1), reorderAnswer(order(1).uuid, true, [skipped])]);
    const dialog = await openFirstOrder();
    await reorderFromModal(dialog);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('except for these packages');
    expect(alert).toHaveTextContent('Harbour & Pine gift card is no longer sold at this value.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Reorder' })).toContainElement(alert);
    expect(router.state.location.pathname).toBe('/account/orders/');
    expect(within(alert).getByRole('link', { name: 'Go to basket' })).toHaveAttribute('href', '/basket/');
  });

  it('says why there is no invoice yet', async () => {
    const refused = error(2142, 'There is no invoice for this order yet: it is issued once the order has been paid.', 'orderUuid');
    const invoice = {
      request: { query: InvoiceQuery, variables: { userData, orderUuid: order(1).uuid } },
      result: { data: { invoice: { __typename: 'InvoicePayload', url: null, errors: [refused] } } },
    };
    renderAccount(routes, '/account/orders/', [userInfo(nina), ordersAnswer(1, [order(1)], 1), invoice]);
    const dialog = await openFirstOrder();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no invoice for this order yet');
  });
});

describe('ReorderPage', () => {
  it('shows the order of the link and reorders it only on "Add to basket", then goes to the basket', async () => {
    const uuid = order(3).uuid;
    const { router } = renderAccount(routes, `/reorder/?order=${uuid}`, [userInfo(nina), lookupAnswer(uuid, order(3)), reorderAnswer(uuid, true)]);
    const details = await screen.findByRole('form', { name: 'This goes into your basket' });
    expect(details).toHaveTextContent('Prices and availability are checked again');
    // Loading the page puts nothing in the basket.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/reorder/');
    await userEvent.click(within(details).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket/'));
  });

  it('says when the order of the link is not one of the customer\'s orders', async () => {
    renderAccount(routes, `/reorder/?order=${order(9).uuid}`, [userInfo(nina), lookupAnswer(order(9).uuid, null)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot find this order among your orders');
  });

  it('goes back to the orders on "Cancel" without reordering', async () => {
    const uuid = order(3).uuid;
    const { router } = renderAccount(routes, `/reorder/?order=${uuid}`, [userInfo(nina), lookupAnswer(uuid, order(3)), ordersAnswer(1, [order(3)], 1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders/'));
  });

  it('says when nothing of the order can be ordered again', async () => {
    const uuid = order(3).uuid;
    const skipped = error(2144, 'Choice gift card is no longer sold.', 'packages.0');
    renderAccount(routes, `/reorder/?order=${uuid}`, [userInfo(nina), lookupAnswer(uuid, order(3)), reorderAnswer(uuid, false, [skipped])]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('None of the packages of this order can be ordered again');
    expect(within(alert).queryByRole('link', { name: 'Go to basket' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to my orders' })).toBeInTheDocument();
  });

  it('asks which order without one in the link', async () => {
    renderAccount(routes, '/reorder/', [userInfo(nina)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Which order should be ordered again?');
  });
});
