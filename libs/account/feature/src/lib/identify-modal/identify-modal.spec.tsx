import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckUserExistQuery, UserLoginMutation } from '@giftshop/account-data-access';
import { nina, renderAccount, solveCaptcha, status, userData, userInfo } from '../../testing/render-account';
import { IdentifyModal } from './identify-modal';

const exists = (email: string, answer: boolean) => ({
  request: { query: CheckUserExistQuery, variables: { userData, email, captchaToken: 'solved' } },
  result: status('checkUserExist', answer),
});
const login = { request: { query: UserLoginMutation, variables: { userData, email: 'nina@example.com', password: 'Right-pass-1', captchaToken: 'solved' } }, result: status('userLogin', true) };

function renderModal(mocks: unknown[]) {
  const done = { loggedIn: jest.fn(), guest: jest.fn(), closed: jest.fn() };
  const modal = <IdentifyModal open onClose={done.closed} onLoggedIn={done.loggedIn} onGuest={done.guest} />;
  const { router } = renderAccount({ '/basket/': modal, '/account/register/': <h1>Register</h1> }, '/basket/', [userInfo(null, 2), ...mocks]);
  return { done, router };
}

async function identify(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await solveCaptcha();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('IdentifyModal', () => {
  it('logs an existing customer in within the modal and goes on', async () => {
    const { done } = renderModal([exists('nina@example.com', true), login, userInfo(nina)]);
    await identify('nina@example.com');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('nina@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Right-pass-1');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(done.loggedIn).toHaveBeenCalledTimes(1));
    expect(done.guest).not.toHaveBeenCalled();
  });

  it('offers an unknown address to order as a guest or to create an account with it', async () => {
    const { done, router } = renderModal([exists('new@example.com', false)]);
    await identify('new@example.com');
    expect(await screen.findByRole('dialog', { name: 'No account yet' })).toHaveTextContent('There is no account for new@example.com yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Order as a guest' }));
    expect(done.guest).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/register/'));
    expect(router.state.location.state).toEqual({ email: 'new@example.com' });
  });

  it('lets a guest go on without giving an e-mail address', async () => {
    const { done } = renderModal([]);
    await userEvent.click(screen.getByRole('button', { name: 'Order as a guest' }));
    expect(done.guest).toHaveBeenCalledTimes(1);
  });

  it('goes back from the login step to the e-mail step', async () => {
    renderModal([exists('nina@example.com', true)]);
    await identify('nina@example.com');
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in or order as a guest' })).toBeInTheDocument();
  });
});
