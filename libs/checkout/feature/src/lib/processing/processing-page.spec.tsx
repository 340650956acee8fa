import { screen, waitFor } from '@testing-library/react';
import { ORDER_UUID, statusAnswer } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render-route';
import { ProcessingPaymentPage } from './processing-page';

const routes = [{ path: '/order/processing-payment/', element: <ProcessingPaymentPage /> }];
const url = `/order/processing-payment/?order=${ORDER_UUID}`;
const slow = { timeout: 5_000 };

describe('ProcessingPaymentPage', () => {
  it('goes to the confirmation once the payment is paid', async () => {
    const { router } = renderRoutes({ routes, url, mocks: [statusAnswer('PAID')] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_UUID}/`), slow);
  });

  it('sends the shopper back to complete a cancelled payment', async () => {
    const { router } = renderRoutes({ routes, url, mocks: [statusAnswer('CANCELED')] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/'), slow);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ order: ORDER_UUID, error: 'CANCELED' });
  });

  it('asks to confirm the payment in the phone app while it is pending', async () => {
    renderRoutes({ routes, url, mocks: [statusAnswer('PENDING')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing your payment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please confirm the payment in your phone app.'), slow);
  });

  it('explains a link without an order', () => {
    renderRoutes({ routes, url: '/order/processing-payment/', mocks: [] });
    expect(screen.getByText(/We could not find this order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/basket/');
  });
});
