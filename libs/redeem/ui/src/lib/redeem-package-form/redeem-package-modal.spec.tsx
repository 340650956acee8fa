import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleProducts } from '../fixtures';
import { toRedeemPackageInput, type RedeemPackageValues } from './redeem-package-values';
import * as stories from './redeem-package-modal.stories';

const { GiftCard, FixedAmount, BalanceTooLow } = composeStories(stories);

async function fillReceiver(dialog: HTMLElement, email = 'ada@example.com', confirm = email) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), email);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Repeat e-mail address/ }), confirm);
}

describe('RedeemPackageModal', () => {
  it('takes a whole amount within the range and the receiver, and hands them over', async () => {
    const onSubmit = fn(async (_values: RedeemPackageValues) => undefined);
    render(<GiftCard onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Harbour & Pine' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveAccessibleDescription('A whole amount from £5 to £150');
    await userEvent.type(amount, '20');
    await fillReceiver(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(toRedeemPackageInput(sampleProducts[0], values)).toEqual({
      variationId: '110',
      amount: 2000,
      quantity: 1,
      receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' },
    });
  });

  it('refuses pence, amounts out of range and a confirmation that differs', async () => {
    const onSubmit = fn(async (_values: RedeemPackageValues) => undefined);
    render(<GiftCard onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '12.50');
    await fillReceiver(dialog, 'ada@example.com', 'ada@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please enter a whole amount')));
    expect(within(dialog).getByRole('textbox', { name: /Repeat e-mail address/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '151');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('The amount can be at most £150')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a fixed amount instead of asking for one', () => {
    render(<FixedAmount />);
    expect(screen.getByText('Amount: £5')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
  });

  it("shows the gateway's refusal on its field", () => {
    render(<BalanceTooLow />);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(expect.stringContaining('must be at least £5.00'));
  });
});
