import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './account-on-order.stories';

const { Empty, WithoutEmail, CommonPassword, EmailHasAccount, Created } = composeStories(stories);

const password = () => screen.getByLabelText(/^Password/);
const repeat = () => screen.getByLabelText(/^Repeat password/);

describe('AccountOnOrder', () => {
  it('offers a guest an account with the order’s e-mail address as login', () => {
    render(<Empty />);
    expect(screen.getByRole('region', { name: 'Save your details for next time' })).toBeInTheDocument();
    expect(screen.getByText(/You log in with buyer@example.com/)).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription('At least 8 characters: latin letters, digits and symbols.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('does without the e-mail address when the order has none', () => {
    render(<WithoutEmail />);
    expect(screen.queryByText(/You log in with/)).not.toBeInTheDocument();
  });

  it('refuses a short password, other characters and a repetition that differs', async () => {
    render(<Empty />);
    await userEvent.type(password(), 'short1!');
    await userEvent.tab();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Your password must be at least 8 characters long.'));
    await userEvent.clear(password());
    await userEvent.type(password(), 'wachtwoord met spatie');
    await userEvent.tab();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Your password may contain only latin letters, digits and symbols.'));
    await userEvent.clear(password());
    await userEvent.type(password(), 'Long-enough-1');
    await userEvent.type(repeat(), 'Long-enough-2');
    await userEvent.tab();
    expect(repeat()).toHaveAccessibleDescription(expect.stringContaining('The passwords do not match.'));
  });

  it('moves focus to the first field in error on an empty submit and sends nothing', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Password is a required field'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password and its repetition by keyboard', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(password(), 'Order-pass-1');
    await userEvent.type(repeat(), 'Order-pass-1{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'Order-pass-1', confirmPassword: 'Order-pass-1' }, expect.anything()));
  });

  it('shows the gateway’s refusal on the password until it changes', async () => {
    render(<CommonPassword />);
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('This password is too common'));
    await waitFor(() => expect(password()).toHaveFocus());
    await userEvent.type(password(), 'x');
    expect(password()).not.toHaveAccessibleDescription(expect.stringContaining('This password is too common'));
  });

  it('shows a refusal no field can show as a focused alert above the form', async () => {
    render(<EmailHasAccount />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An account with this e-mail address already exists.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says the account was made, with a link to it, in place of the form', async () => {
    render(<Created />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your account has been created; you are logged in.');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account/overview/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(status.firstElementChild).toHaveFocus());
  });
});
