import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateAccountOnOrderMutation } from '@giftshop/checkout-data-access';
import { LoggedInQuery } from '@giftshop/shared-data-access';
import { confirmationAnswer, customerOrder, error, ORDER_UUID, userData } from '../../testing/fixtures';
import { makeCache, renderRoutes, type Mocks } from '../../testing/render-route';
import { OrderConfirmationPage } from './confirmation-page';

const loggedIn = (subscribed: boolean | null) => ({
  request: { query: LoggedInQuery, variables: { userData } },
  result: {
    data: { getUserInfo: { __typename: 'UserInfoPayload' as const, user: subscribed === null ? null : { __typename: 'User' as const, subscribed }, errors: [] } },
  },
});

const createAnswer = (errors: ReturnType<typeof error>[] = []) => ({
  request: { query: CreateAccountOnOrderMutation, variables: { userData, orderUuid: ORDER_UUID, password: 'Order-pass-1', confirmPassword: 'Order-pass-1' } },
  result: { data: { createAccountOnOrder: { __typename: 'StatusPayload' as const, status: errors.length === 0, errors } } },
});

async function renderConfirmation(mocks: Mocks) {
  const cache = makeCache();
  cache.writeQuery({ ...confirmationAnswer(customerOrder()).request, data: confirmationAnswer(customerOrder()).result.data });
  const rendered = renderRoutes({ routes: [{ path: '/order/:uuid/', element: <OrderConfirmationPage /> }], url: `/order/${ORDER_UUID}/`, mocks, cache });
  await screen.findByText('Paid and completed');
  return { ...rendered, cache };
}

async function submitPassword() {
  await userEvent.type(screen.getByLabelText(/^Password/), 'Order-pass-1');
  await userEvent.type(screen.getByLabelText(/^Repeat password/), 'Order-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('account on the order confirmation', () => {
  it('lets a guest create an account, then says so with a link to it and reads the login again', async () => {
    const { cache } = await renderConfirmation([loggedIn(null), createAnswer(), loggedIn(false)]);
    const offer = await screen.findByRole('region', { name: 'Save your details for next time' });
    expect(offer).toHaveTextContent('You log in with buyer@example.com');
    await submitPassword();
    expect(await screen.findByText('Your account has been created; you are logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account/overview/');
    await waitFor(() => expect(cache.readQuery({ query: LoggedInQuery, variables: { userData } })?.getUserInfo.user).toEqual({ __typename: 'User', subscribed: false }));
  });

  it('offers nothing to a logged-in customer', async () => {
    const { cache } = await renderConfirmation([loggedIn(true)]);
    await waitFor(() => expect(cache.readQuery({ query: LoggedInQuery, variables: { userData } })?.getUserInfo.user).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Save your details for next time' })).not.toBeInTheDocument();
  });

  it('shows a password refusal on its field and an e-mail that has an account above the form', async () => {
    await renderConfirmation([
      loggedIn(null),
      createAnswer([error(2114, 'This password is too common and easy to guess. Please choose another one.', 'password')]),
    ]);
    await screen.findByRole('region', { name: 'Save your details for next time' });
    await submitPassword();
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('This password is too common')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal naming no field of the form as an alert', async () => {
    await renderConfirmation([loggedIn(null), createAnswer([error(2111, 'An account with this e-mail address already exists.', 'orderUuid')])]);
    await screen.findByRole('region', { name: 'Save your details for next time' });
    await submitPassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this e-mail address already exists.');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
