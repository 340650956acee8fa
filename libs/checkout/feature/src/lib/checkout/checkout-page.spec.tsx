import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderInput } from '@giftshop/shared-graphql';
import { browser } from '@giftshop/shared-data-access';
import { CART_VERSION, cartAnswer, error, methodsAnswer, ORDER_UUID, placeOrderAnswer } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render-route';
import { CheckoutPage } from './checkout-page';

jest.setTimeout(30_000);
const slow = { timeout: 5_000 };
type User = ReturnType<typeof userEvent.setup>;

const routes = [{ path: '/order/', element: <CheckoutPage /> }];

const input: PlaceOrderInput = {
  orderUuid: ORDER_UUID,
  cartVersion: CART_VERSION,
  customerType: 'PRIVATE',
  billingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    customerType: 'PRIVATE',
    companyName: null,
    email: 'ada@example.com',
    invoiceEmail: null,
    phoneNumber: '+447400123456',
    countryCode: 'GB',
    postCode: 'SW1A 1AA',
    houseNumber: '10',
    suffix: null,
    street: 'Downing Street',
    city: 'London',
  },
  business: null,
  termsAccepted: true,
  paymentMethod: 'visa',
  issuer: null,
  gclid: null,
};

type DataLayerWindow = Window & { dataLayer?: Array<{ event?: string; ecommerce?: unknown }> };
const pushed = (event: string) => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => e.event === event);

async function fill(user: User, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.click(field);
  await user.clear(field);
  await user.paste(text);
}

async function fillDetails(user: User) {
  await screen.findByRole('heading', { name: 'Your details' }, slow);
  await fill(user, /First name/, 'Ada');
  await fill(user, /Last name/, 'Lovelace');
  await fill(user, /E-mail address/, 'ada@example.com');
  await fill(user, /^Number/, '07400 123456');
  await fill(user, /Postcode/, 'SW1A 1AA');
  await fill(user, /House number/, '10');
  await fill(user, /Street/, 'Downing Street');
  await fill(user, /Town or city/, 'London');
  await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
  await screen.findByRole('heading', { name: 'Shipping' }, slow);
}

async function toPayment(user: User) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('radio', { name: 'Visa' }, slow);
}

describe('CheckoutPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    delete (window as DataLayerWindow).dataLayer;
  });

  it('walks through details and shipping, places the order and sends the shopper to the payment page', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const replaceUrl = jest.spyOn(browser, 'replaceUrl').mockImplementation(() => undefined);
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    // The ad click id the shopper arrived with goes with the order.
    localStorage.setItem('gclid', JSON.stringify({ value: 'Cj0-test_1', storedAt: Date.now() }));
    renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(), methodsAnswer(), placeOrderAnswer({ ...input, gclid: 'Cj0-test_1' }, { redirectUrl: '/payments/sandbox/pay-1/' })] });
    expect(await screen.findByRole('navigation', { name: 'Checkout steps' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order overview' })).toHaveTextContent('Harbour & Pine £25');
    await fillDetails(user);
    expect(screen.getByRole('heading', { name: 'Shipping' })).toHaveFocus();
    expect(screen.getByText('E-mailed within 1 hour of payment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Visa' }, slow));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the general terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/pay-1/'), slow);
    // The back button returns to the order's payment, not to an empty checkout.
    expect(replaceUrl).toHaveBeenCalledWith(`/order/?order=${ORDER_UUID}&error=OPEN`);
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
    // While the payment page loads, the button stays busy: a second click places nothing.
    const pay = screen.getByRole('button', { name: /^Place order and pay/ });
    expect(pay).toHaveAttribute('aria-busy', 'true');
    await user.click(pay);
    expect(assign).toHaveBeenCalledTimes(1);
    // Back from the payment page through the back/forward cache, the page loads the order's payment in its place.
    const back = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => void window.dispatchEvent(back));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // begin_checkout went once for the visit, through every step's re-render, in major units.
    expect(pushed('begin_checkout')).toEqual([
      { event: 'begin_checkout', ecommerce: { currency: 'GBP', value: 25, items: [{ item_id: '7', item_name: 'Harbour & Pine Gift Card', price: 25, quantity: 1, item_variant: 'DIGITAL' }] } },
    ]);
  });

  it('goes straight to the confirmation when nothing is paid by redirect', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(), methodsAnswer(), placeOrderAnswer({ ...input, paymentMethod: 'banktransfer' }, { redirectUrl: null })] });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_UUID}/`), slow);
  });

  it("puts the gateway's refusal of a detail back on its field in the details step", async () => {
    const user = userEvent.setup();
    const refused = placeOrderAnswer(input, { errors: [error(1004, 'Please enter a valid postcode', 'billingAddress.postCode')] });
    renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(), methodsAnswer(), refused] });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    const heading = await screen.findByRole('heading', { name: 'Your details' }, slow);
    expect(heading).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription('Error: Please enter a valid postcode');
  });

  it('shows a refused payment above the button and other refusals in the error modal', async () => {
    const user = userEvent.setup();
    const fraud = 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.';
    const mocks = [
      cartAnswer(),
      methodsAnswer(),
      placeOrderAnswer(input, { errors: [error(2035, fraud)] }),
      placeOrderAnswer(input, { errors: [error(2031, 'Not possible to continue with this gift card because currently it is out the stock.', 'orderUuid')] }),
    ];
    const { reduxStore } = renderRoutes({ routes, url: '/order/', mocks });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(fraud);
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(reduxStore.getState().modals.error?.code).toBe(2031), slow);
  });

  it('places the cart version it shows, and after a change asks for the cart again and places the new version', async () => {
    const user = userEvent.setup();
    const changed = 'Your order changed after you confirmed it, so it has not been placed. Please check your order and place it again.';
    const mocks = [
      cartAnswer(),
      methodsAnswer(),
      placeOrderAnswer(input, { errors: [error(2042, changed, 'cartVersion')] }),
      cartAnswer(false, CART_VERSION + 1),
      placeOrderAnswer({ ...input, cartVersion: CART_VERSION + 1 }, { errors: [error(2031, 'Not possible to continue with this gift card because currently it is out the stock.', 'orderUuid')] }),
    ];
    const { reduxStore } = renderRoutes({ routes, url: '/order/', mocks });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(changed);
    // The button is busy until the cart has been asked for again.
    await user.click(await screen.findByRole('button', { name: 'Place order and pay' }, slow));
    // The second answer is only given to the new version: the cart was asked for again.
    await waitFor(() => expect(reduxStore.getState().modals.error?.code).toBe(2031), slow);
    // The cart asked for again is the same checkout visit: begin_checkout is not pushed twice.
    expect(pushed('begin_checkout')).toHaveLength(1);
  });

  it('lets the shopper go back a step from the step indicator', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/order/', mocks: [cartAnswer()] });
    await fillDetails(user);
    await user.click(within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByRole('button', { name: 'Your details (completed)' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  });

  it('forgets the entered details once the shopper leaves the checkout, and starts at the first step again', async () => {
    const user = userEvent.setup();
    const { router, reduxStore } = renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(), cartAnswer()] });
    await fillDetails(user);
    expect(reduxStore.getState().checkout.details?.billingAddress.lastName).toBe('Lovelace');
    await router.navigate('/basket/');
    await screen.findByText('Another page');
    expect(reduxStore.getState().checkout).toMatchObject({ step: 'details', details: null });
    await router.navigate('/order/');
    expect(await screen.findByRole('textbox', { name: /First name/ }, slow)).toHaveValue('');
  });

  it('says the basket is empty and links back to the gift cards', async () => {
    renderRoutes({ routes, url: '/order/', mocks: [cartAnswer(true)] });
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a gift card' })).toHaveAttribute('href', '/gift-cards/');
    expect(screen.queryByRole('navigation', { name: 'Checkout steps' })).not.toBeInTheDocument();
    expect(pushed('begin_checkout')).toEqual([]);
  });
});
