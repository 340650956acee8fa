import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveCaptcha } from '../spec-helpers';
import * as stories from './login-form.stories';

const { Empty, Prefilled, WrongPassword, GeneralError } = composeStories(stories);

describe('LoginForm', () => {
  it('sends nothing without e-mail, password and captcha, and focuses the first field in error', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining('E-mail address is a required field'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('Password is a required field'));
    expect(screen.getByRole('group', { name: 'Security check' })).toHaveAccessibleDescription(expect.stringContaining('Please confirm that you are not a robot'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts with the e-mail address of the identify step and sends the solved captcha', async () => {
    const onSubmit = fn(async (_values: unknown) => undefined);
    render(<Prefilled onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('ann@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'ann@example.com', password: 'secret-pass', captchaToken: 'solved-payload' });
  });

  it("shows the gateway's refusal on its field until the field changes", async () => {
    render(<WrongPassword />);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(expect.stringContaining('The combination of e-mail address and password is not correct.'));
    await userEvent.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining('not correct'));
  });

  it('shows a refusal no field can show as an alert and focuses it', async () => {
    render(<GeneralError />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, please try again.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('links to the forgotten password page', () => {
    render(<Empty />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/account/forgot-password/');
  });
});
