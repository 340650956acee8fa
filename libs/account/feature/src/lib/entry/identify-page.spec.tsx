import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckUserExistQuery } from '@giftshop/account-data-access';
import { renderAccount, solveCaptcha, userData, userInfo } from '../../testing/render-account';
import { IdentifyPage } from './identify-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const exists = (email: string, answer: boolean) => ({
  request: { query: CheckUserExistQuery, variables: { userData, email, captchaToken: 'solved' } },
  result: { data: { checkUserExist: { __typename: 'StatusPayload', status: answer, errors: [] } } },
});
const routes = { '/account/': <IdentifyPage />, '/account/login/': <LoginPage />, '/account/register/': <RegisterPage /> };

async function identify(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await solveCaptcha();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('IdentifyPage', () => {
  it('sends a known address to login with the address filled in', async () => {
    const { router } = renderAccount(routes, '/account/', [userInfo(null), exists('nina@example.com', true)]);
    await identify('nina@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login/'));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('nina@example.com');
  });

  it('sends an unknown address to register with the address filled in', async () => {
    const { router } = renderAccount(routes, '/account/', [userInfo(null), exists('new@example.com', false)]);
    await identify('new@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/register/'));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('new@example.com');
  });

  it('shows a captcha refusal on the captcha', async () => {
    const refused = {
      request: { query: CheckUserExistQuery, variables: { userData, email: 'nina@example.com', captchaToken: 'solved' } },
      result: {
        data: {
          checkUserExist: {
            __typename: 'StatusPayload',
            status: false,
            errors: [{ __typename: 'Error', code: 1008, message: 'We could not verify that you are not a robot. Please try again.', referencedRequestParameter: 'captchaToken' }],
          },
        },
      },
    };
    renderAccount(routes, '/account/', [userInfo(null), refused]);
    await identify('nina@example.com');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Security check' })).toHaveAccessibleDescription(expect.stringContaining('not a robot')),
    );
  });
});
