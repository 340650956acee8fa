import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceCheckValues } from '../balance-check-form/balance-check-values';
import * as stories from './card-number-modal.stories';

const { Empty, NotRedeemable } = composeStories(stories);

describe('CardNumberModal', () => {
  it('checks the card in place: number, PIN and the solved captcha', async () => {
    const onSubmit = fn(async (_values: BalanceCheckValues) => undefined);
    render(<Empty onSubmit={onSubmit} />);
    const form = within(screen.getByRole('dialog', { name: 'Enter your gift card' })).getByRole('form', { name: 'Enter your gift card' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Card number/ }), '6301480123456789010');
    await userEvent.type(within(form).getByLabelText(/PIN/), '042917');
    await act(async () => {
      document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }));
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ cardNumber: '6301 4801 2345 6789 010', pin: '042917', captchaToken: 'solved' });
  });

  it('says when the checked card cannot be spent', () => {
    render(<NotRedeemable />);
    expect(screen.getByRole('status')).toHaveTextContent('This card cannot be spent here.');
  });
});
