import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './redeem-doubler-modal.stories';

const { Open, AlreadyEntered } = composeStories(stories);

describe('RedeemDoublerModal', () => {
  it('enters the checked card with a name and an e-mail address, no card number', async () => {
    const onSubmit = fn(async () => undefined);
    render(<Open onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Win double your balance' });
    expect(dialog).toHaveTextContent('The card you checked takes part: ···· ···· ···· ···· 9010.');
    const form = within(dialog).getByRole('form', { name: 'Enter the draw' });
    expect(within(form).queryByRole('textbox', { name: /Card number/ })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Rita Holder');
    await userEvent.type(within(form).getByRole('textbox', { name: /^E-mail address/ }), 'rita@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter the draw' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Rita Holder', email: 'rita@example.com' }, expect.anything()));
  });

  it("refuses what the doubler refuses, with the doubler's texts", async () => {
    const onSubmit = fn(async () => undefined);
    render(<Open onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail address/ }), 'rita@');
    await userEvent.click(screen.getByRole('button', { name: 'Enter the draw' }));
    expect(await screen.findByText('Name is a required field')).toBeVisible();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the card takes part already', () => {
    render(<AlreadyEntered />);
    expect(screen.getByRole('alert')).toHaveTextContent('already taking part in the draw of 7 December 2026');
  });

  it('confirms the entry with the draw date, with focus on it, and closes', async () => {
    const onClose = fn();
    const { rerender } = render(<Open onClose={onClose} />);
    rerender(<Open onClose={onClose} drawDate="2026-12-07" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your card is in the draw of 7 December 2026. Good luck!');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
