import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceCheckValues } from '../balance-check-form/balance-check-values';
import * as stories from './add-card-modal.stories';

const { Empty, AlreadyAdded } = composeStories(stories);

const solveCaptcha = (payload = 'solved') =>
  act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });

describe('AddCardModal', () => {
  it('sends the other card number, its PIN and the solved captcha', async () => {
    const onSubmit = fn(async (_values: BalanceCheckValues) => undefined);
    render(<Empty onSubmit={onSubmit} />);
    const form = within(screen.getByRole('dialog', { name: 'Add another card' })).getByRole('form', { name: 'Add another card' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Card number/ }), '6301480123456789010');
    await userEvent.type(within(form).getByLabelText(/PIN/), '042917');
    await solveCaptcha();
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ cardNumber: '6301 4801 2345 6789 010', pin: '042917', captchaToken: 'solved' });
  });

  it("shows the gateway's refusal on the card number", async () => {
    render(<AlreadyAdded />);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining('This card has already been added.')));
  });
});
