import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordMutation } from '@giftshop/account-data-access';
import { renderAccount, status, userData, userInfo } from '../../testing/render-account';
import { NewPasswordPage } from './new-password-page';

const reset = (errors: unknown[] = []) => ({
  request: { query: ResetPasswordMutation, variables: { userData, token: 'tok', password: 'New-pass-1', confirmPassword: 'New-pass-1' } },
  result: status('resetPassword', errors.length === 0, errors),
});
const routes = { '/account/new-password/': <NewPasswordPage />, '/account/new-password/success/': <h1>Done</h1> };

async function setPassword() {
  await userEvent.type(screen.getByLabelText(/^New password/), 'New-pass-1');
  await userEvent.type(screen.getByLabelText(/^Repeat password/), 'New-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('NewPasswordPage', () => {
  it('sets the password with the token of the link and goes to the success page', async () => {
    const { router } = renderAccount(routes, '/account/new-password/?token=tok', [reset(), userInfo(null)]);
    await setPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/new-password/success/'));
  });

  it('says when the link is no longer valid', async () => {
    const used = { __typename: 'Error', code: 2133, message: 'This link to set a new password is no longer valid. Please request a new one.', referencedRequestParameter: 'token' };
    renderAccount(routes, '/account/new-password/?token=tok', [reset([used])]);
    await setPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer valid');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/account/forgot-password/');
  });

  it('asks for the link again when it has no token', () => {
    renderAccount(routes, '/account/new-password/', []);
    expect(screen.getByText(/This link is not complete/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
