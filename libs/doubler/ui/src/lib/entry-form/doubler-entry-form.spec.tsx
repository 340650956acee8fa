import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './doubler-entry-form.stories';

const { Empty, UnknownNumber, PinRateLimited, CaptchaFailed } = composeStories(stories);

/** The widget's own event once the proof of work is done. */
const solveCaptcha = (payload = 'solved-payload') =>
  act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });

async function fill(values: { name?: string; email?: string; cardNumber?: string; pin?: string }) {
  if (values.name) await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), values.name);
  if (values.email) await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), values.email);
  if (values.cardNumber) await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), values.cardNumber);
  if (values.pin) await userEvent.type(screen.getByLabelText(/PIN/), values.pin);
}

describe('DoublerEntryForm', () => {
  it('shows the card number in groups of four, keeps digits only, and asks for numeric input', async () => {
    render(<Empty />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await userEvent.type(number, '6301-4801 2345678901099');
    expect(number).toHaveValue('6301 4801 2345 6789 010');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('autocomplete', 'name');
    const pin = screen.getByLabelText(/PIN/);
    await userEvent.type(pin, '04a29178');
    expect(pin).toHaveValue('042917');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
  });

  it('refuses missing and malformed fields, links the messages and focuses the first field in error', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await fill({ email: 'rita@', cardNumber: '6301 4801', pin: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Enter the draw' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name is a required field'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid e-mail address'));
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      expect.stringContaining("We don't know this number, please check the number and try again."),
    );
    expect(screen.getByLabelText(/PIN/)).toHaveAccessibleDescription(expect.stringContaining('The PIN has 6 digits'));
    expect(screen.getByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name, the address, the number as typed, the PIN and the solved captcha, from the keyboard', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Empty onSubmit={onSubmit} />);
    await fill({ name: 'Rita Holder', email: 'rita@example.com', cardNumber: '6301480123456789010', pin: '042917' });
    await solveCaptcha();
    await userEvent.click(screen.getByLabelText(/PIN/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      { name: 'Rita Holder', email: 'rita@example.com', cardNumber: '6301 4801 2345 6789 010', pin: '042917', captchaToken: 'solved-payload' },
      expect.anything(),
    ]);
  });

  it('shows the PIN refusal with the wait, and a captcha refusal until the captcha is solved again', async () => {
    const { unmount } = render(<PinRateLimited />);
    await waitFor(() => expect(screen.getByLabelText(/PIN/)).toHaveFocus());
    expect(screen.getByLabelText(/PIN/)).toHaveAccessibleDescription(expect.stringContaining('Please try again in 30 minutes.'));
    unmount();
    render(<CaptchaFailed />);
    expect(screen.getByText('We could not verify that you are not a robot. Please try again.')).toBeInTheDocument();
    await solveCaptcha();
    expect(screen.queryByText('We could not verify that you are not a robot. Please try again.')).not.toBeInTheDocument();
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
});
