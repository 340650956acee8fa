import { MockLink } from '@apollo/client/testing';
import { ApolloClient } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { LoggedInQuery, type PageArgs } from '@giftshop/shared-data-access';
import { confirmationAnswer, customerOrder, ORDER_UUID, statusAnswer, userData } from '../../testing/fixtures';
import { makeCache, renderRoutes, store, type Mocks } from '../../testing/render-route';
import { checkoutLoads } from '../loaders';
import { OrderConfirmationPage } from './confirmation-page';

const loads = checkoutLoads('GiftCards UK');
const customer = { request: { query: LoggedInQuery, variables: { userData } }, result: { data: { getUserInfo: { __typename: 'UserInfoPayload', user: { __typename: 'User', subscribed: false }, errors: [] } } } };

function runLoad(load: (args: PageArgs) => Promise<unknown>, url: string, params: Record<string, string>, mocks: Mocks) {
  const cache = makeCache();
  const services = { apollo: new ApolloClient({ cache, link: new MockLink(mocks) }), settings: store };
  return { cache, result: load({ services, params, url: new URL(url, store.origin) }) };
}

describe('order confirmation', () => {
  it('renders the order its loader put in the cache, without asking again', async () => {
    const { cache, result } = runLoad(loads.confirmation, `/order/${ORDER_UUID}/`, { uuid: ORDER_UUID }, [confirmationAnswer(customerOrder('PENDING', 'banktransfer', 'Bank transfer'))]);
    const { seo } = (await result) as { seo: { metadata: { title: string; noindex: boolean } } };
    expect(seo.metadata).toMatchObject({ title: 'Order confirmation | GiftCards UK', noindex: true });
    renderRoutes({ routes: [{ path: '/order/:uuid/', element: <OrderConfirmationPage /> }], url: `/order/${ORDER_UUID}/`, mocks: [customer], cache });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getAllByText('GCUK-101')).toHaveLength(2);
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('We have sent the payment details to buyer@example.com. Your confirmation e-mail follows once your payment has arrived.')).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Pay by bank transfer to' });
    expect(bank).toHaveTextContent('GiftCards UK Ltd');
    expect(bank).toHaveTextContent('20-20-15');
    expect(bank).toHaveTextContent('55555555');
    expect(bank).toHaveTextContent('GB33 BUKB 2020 1555 5555 55');
    expect(bank).toHaveTextContent('GCUK-101');
    expect(screen.getByRole('navigation', { name: 'Checkout steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Success');
  });

  it('reads the order of /order/success/ from its query', async () => {
    const { cache, result } = runLoad(loads.confirmation, `/order/success/?order=${ORDER_UUID}`, {}, [confirmationAnswer(customerOrder())]);
    await result;
    renderRoutes({ routes: [{ path: '/order/success/', element: <OrderConfirmationPage /> }], url: `/order/success/?order=${ORDER_UUID}`, mocks: [customer], cache });
    expect(screen.getByText('Paid and completed')).toBeInTheDocument();
  });

  it('answers 404 for an unknown order or none at all', async () => {
    await expect(runLoad(loads.confirmation, '/order/nope/', { uuid: 'nope' }, [confirmationAnswer(null, 'nope')]).result).rejects.toMatchObject({ init: { status: 404 } });
    await expect(runLoad(loads.confirmation, '/order/success/', {}, []).result).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('keeps the checkout and processing pages out of search engines', async () => {
    const checkout = (await runLoad(loads.checkout, '/order/?order=x&error=CANCELED', {}, []).result) as { seo: { metadata: Record<string, unknown> } };
    expect(checkout.seo.metadata).toMatchObject({ title: 'Checkout | GiftCards UK', noindex: true, canonical: 'https://gcuk.giftshop.example/order/', hreflangTags_v1: [] });
    const processing = (await runLoad(loads.processingPayment, '/order/processing-payment/', {}, []).result) as { seo: { metadata: Record<string, unknown> } };
    expect(processing.seo.metadata).toMatchObject({ title: 'Processing your payment | GiftCards UK', noindex: true });
  });
});

type DataLayerWindow = Window & { dataLayer?: Array<{ event?: string; ecommerce?: unknown }> };
const purchases = () => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => e.event === 'purchase');

describe('the GA4 purchase event', () => {
  afterEach(() => {
    sessionStorage.clear();
    delete (window as DataLayerWindow).dataLayer;
  });
  const showOrder = async (order: ReturnType<typeof customerOrder>, more: Mocks = []) => {
    const { view } = renderRoutes({ routes: [{ path: '/order/:uuid/', element: <OrderConfirmationPage /> }], url: `/order/${ORDER_UUID}/`, mocks: [confirmationAnswer(order), customer, ...more] });
    expect((await screen.findAllByText('GCUK-101')).length).toBeGreaterThan(0);
    return view;
  };
  const purchase = {
    event: 'purchase',
    ecommerce: { transaction_id: 'GCUK-101', currency: 'GBP', value: 25, items: [{ item_id: '7', item_name: 'Harbour & Pine Gift Card', price: 25, quantity: 1, item_variant: 'DIGITAL' }] },
  };

  it('is pushed once per order, by its reference number: a reload of the confirmation does not count it again', async () => {
    const first = await showOrder(customerOrder('COMPLETED'));
    await waitFor(() => expect(purchases()).toEqual([purchase]));
    first.unmount();
    await showOrder(customerOrder('COMPLETED'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purchases()).toHaveLength(1);
  });

  it('counts a bank transfer order when it is placed, though the money comes later', async () => {
    await showOrder(customerOrder('PENDING', 'banktransfer', 'Bank transfer'));
    await waitFor(() => expect(purchases()).toEqual([purchase]));
  });

  it('counts a card order waiting for fulfilment only once its payment is PAID', async () => {
    const open = await showOrder(customerOrder('PENDING'), [statusAnswer('OPEN')]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(purchases()).toEqual([]);
    open.unmount();
    await showOrder(customerOrder('PENDING'), [statusAnswer('PAID')]);
    await waitFor(() => expect(purchases()).toEqual([purchase]));
  });

  it('does not count a cancelled order or one bought with a gift card balance', async () => {
    const cancelled = await showOrder(customerOrder('CANCELED'));
    cancelled.unmount();
    await showOrder({ ...customerOrder('COMPLETED'), orderType: 'REDEEM' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purchases()).toEqual([]);
  });
});
