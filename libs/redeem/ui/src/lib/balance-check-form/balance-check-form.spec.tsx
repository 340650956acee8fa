import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './balance-check-form.stories';

const { Empty, FromEmailLink, UnknownNumber, CaptchaFailed } = composeStories(stories);

/** The widget's own event once the proof of work is done. */
const solveCaptcha = (payload = 'solved-payload') =>
  act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });

describe('BalanceCheckForm', () => {
  it('shows the card number in groups of four, keeps digits only, and asks for numeric input', async () => {
    render(<Empty />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await userEvent.type(number, '6301-4801 2345678901099');
    expect(number).toHaveValue('6301 4801 2345 6789 010');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'off');
    const pin = screen.getByLabelText(/PIN/);
    await userEvent.type(pin, '04a29178');
    expect(pin).toHaveValue('042917');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
  });

  it('starts with the number of the e-mail link', () => {
    render(<FromEmailLink />);
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('6301 4801 2345 6789 010');
  });

  it('refuses a short number and a missing captcha, links the messages and focuses the first field in error', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), '6301 4801');
    await userEvent.type(screen.getByLabelText(/PIN/), '042917');
    await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(expect.stringContaining("We don't know this number, please check the number and try again."));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Security check' })).toHaveAccessibleDescription(expect.stringContaining('Please confirm that you are not a robot'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the digits, the PIN and the solved captcha', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), '6301480123456789010');
    await userEvent.type(screen.getByLabelText(/PIN/), '042917');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([{ cardNumber: '6301 4801 2345 6789 010', pin: '042917', captchaToken: 'solved-payload' }, expect.anything()]);
  });

  it("shows the gateway's refusal on its field until the field changes, and focuses it", async () => {
    render(<UnknownNumber />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(expect.stringContaining("We don't know this number"));
    await act(async () => {
      fireEvent.change(number, { target: { value: '6301 4801 2345 6789 013' } });
    });
    expect(number).not.toHaveAccessibleDescription(expect.stringContaining("We don't know this number"));
  });

  it('keeps a captcha refusal until the captcha is solved again', async () => {
    render(<CaptchaFailed />);
    const group = screen.getByRole('group', { name: 'Security check' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('We could not verify that you are not a robot.'));
    await solveCaptcha();
    expect(group).not.toHaveAccessibleDescription(expect.stringContaining('We could not verify'));
  });
});
