import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserLoginMutation } from '@giftshop/account-data-access';
import { renderAccount, nina, solveCaptcha, status, userData, userInfo } from '../../testing/render-account';
import { LoginPage } from './login-page';

const login = (password: string) => ({ query: UserLoginMutation, variables: { userData, email: 'nina@example.com', password, captchaToken: 'solved' } });
const routes = { '/account/login/': <LoginPage />, '/account/overview/': <h1>Overview</h1> };

async function logIn(password: string) {
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await solveCaptcha();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('takes the e-mail address from identify and goes to the overview after a login', async () => {
    const { router } = renderAccount(
      routes,
      '/account/login/',
      [userInfo(null, 1), { request: login('Right-pass-1'), result: status('userLogin', true) }, userInfo(nina)],
      { email: 'nina@example.com' },
    );
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('nina@example.com');
    await logIn('Right-pass-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/overview/'));
  });

  it('shows a wrong password on the password field and a rate limit above the form', async () => {
    const wrong = { __typename: 'Error', code: 2104, message: 'The combination of e-mail address and password is not correct.', referencedRequestParameter: 'password' };
    const limited = { __typename: 'Error', code: 1009, message: 'Too many attempts. Please try again later.', referencedRequestParameter: null };
    renderAccount(
      routes,
      '/account/login/',
      [
        userInfo(null, 1),
        { request: login('Wrong-pass-1'), result: status('userLogin', false, [wrong]) },
        { request: login('Wrong-pass-1x'), result: status('userLogin', false, [limited]) },
      ],
      { email: 'nina@example.com' },
    );
    await logIn('Wrong-pass-1');
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('not correct')));
    await logIn('x');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.'));
  });

  it('sends a customer who is already logged in on to the overview', async () => {
    const { router } = renderAccount(routes, '/account/login/', [userInfo(nina)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/overview/'));
  });
});
