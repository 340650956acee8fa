import { Link } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '@giftshop/shared-data-access';
import { cancelOrderAnswer, confirmationAnswer, customerOrder, error, methodsAnswer, ORDER_UUID, startPaymentAnswer } from '../../testing/fixtures';
import { brandToggles, renderRoutes } from '../../testing/render-route';
import { CheckoutPage } from '../checkout/checkout-page';

jest.setTimeout(20_000);
const slow = { timeout: 5_000 };

const routes = [
  {
    path: '/order/',
    element: (
      <>
        <Link to="/basket/">Basket</Link>
        <CheckoutPage />
      </>
    ),
  },
];
const url = `/order/?order=${ORDER_UUID}&error=CANCELED`;
const retryLimit = 'Too many attempts have been made. Please try again later or use a different payment method.';

describe('payment retry on the checkout route', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for what is still due of an order bought with a card balance, not its total', async () => {
    const order = {
      ...customerOrder('PENDING'),
      orderType: 'REDEEM' as const,
      totals: { __typename: 'OrderTotals' as const, subTotal: { __typename: 'Money' as const, minorUnits: 15000, currency: 'GBP' }, grandTotal: { __typename: 'Money' as const, minorUnits: 15000, currency: 'GBP' }, adjustments: [] },
      giftCardPayments: [{ __typename: 'OrderGiftCardPayment' as const, maskedNumber: '**** 0013', amount: { __typename: 'Money' as const, minorUnits: 10000, currency: 'GBP' }, refunded: false }],
    };
    renderRoutes({ routes, url, mocks: [confirmationAnswer(order), methodsAnswer()] });
    expect(await screen.findByRole('heading', { name: 'Complete your payment' }, slow)).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Paid with gift cards')).toHaveTextContent('£100.00');
    expect(fact('To pay')).toHaveTextContent('£50.00');
  });

  it('asks to complete the payment of a cancelled payment and starts it again', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING')), methodsAnswer(), startPaymentAnswer('visa', { redirectUrl: '/payments/sandbox/pay-2/' })] });
    expect(await screen.findByRole('heading', { name: 'Complete your payment' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment was cancelled.');
    expect(screen.getByText('GCUK-101')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /I agree/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Visa' }, slow));
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/pay-2/'), slow);
  });

  it('shows the retry limit with its message', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING')), methodsAnswer(), startPaymentAnswer('visa', { errors: [error(2036, retryLimit)] })] });
    await user.click(await screen.findByRole('radio', { name: 'Visa' }, slow));
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(retryLimit), slow);
  });

  it("puts startPayment's refusal of the method on the method choice", async () => {
    const user = userEvent.setup();
    const unavailable = 'This payment method is not available, please choose another one';
    renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING')), methodsAnswer(), startPaymentAnswer('visa', { errors: [error(1004, unavailable, 'method')] })] });
    await user.click(await screen.findByRole('radio', { name: 'Visa' }, slow));
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    expect(await screen.findByText(unavailable, {}, slow)).toBeInTheDocument();
  });

  it('asks before leaving and discards the order when the shopper leaves', async () => {
    const user = userEvent.setup();
    const cancel = cancelOrderAnswer();
    const cancelled = jest.fn(() => cancel.result);
    const { router } = renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING')), methodsAnswer(), { ...cancel, result: cancelled }] });
    await screen.findByRole('radio', { name: 'Visa' }, slow);
    await user.click(screen.getByRole('link', { name: 'Basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without paying?' });
    expect(router.state.location.pathname).toBe('/order/');
    await user.click(screen.getByRole('button', { name: 'Stay and pay' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), slow);
    await user.click(screen.getByRole('link', { name: 'Basket' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and cancel order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket/'), slow);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('stays to show the balance back on the card after leaving an order bought with a card balance', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING')), methodsAnswer(), cancelOrderAnswer(2500)] });
    await screen.findByRole('radio', { name: 'Visa' }, slow);
    await user.click(screen.getByRole('link', { name: 'Basket' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and cancel order' }));
    expect(await screen.findByRole('heading', { name: 'Your order is cancelled' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Card ···· ···· ···· ···· 0128: balance £25.00');
    expect(router.state.location.pathname).toBe('/order/');
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket/'), slow);
  });

  it('asks the browser to confirm closing the page and cancels the order as the page goes', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    jest.spyOn(global, 'fetch').mockImplementation(fetchMock);
    renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING')), methodsAnswer()] });
    await screen.findByRole('radio', { name: 'Visa' }, slow);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).variables.orderUuid).toBe(ORDER_UUID);
  });

  it('sends the shopper back to the basket when the brand does not offer the retry', async () => {
    renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('PENDING'))], brand: brandToggles({ retryPaymentPage: false }) });
    expect(await screen.findByRole('heading', { name: 'Your order was not paid' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the basket' })).toHaveAttribute('href', '/basket/');
  });

  it('tells that a cancelled order can no longer be paid', async () => {
    renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('CANCELED'))] });
    expect(await screen.findByText(/can no longer be paid/, {}, slow)).toBeInTheDocument();
  });

  it('sends the holder of a cancelled redeem order back to the balance check', async () => {
    renderRoutes({ routes, url, mocks: [confirmationAnswer({ ...customerOrder('CANCELED'), orderType: 'REDEEM' })] });
    expect(await screen.findByText(/balance it took from your cards is back on them/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the balance check' })).toHaveAttribute('href', '/check-balance/');
  });

  it('shows the confirmation of an order that was paid after all', async () => {
    const { router } = renderRoutes({ routes, url, mocks: [confirmationAnswer(customerOrder('COMPLETED'))] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_UUID}/`), slow);
  });
});
