import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './leave-redeem-modal.stories';

const { Open, AfterPlacing } = composeStories(stories);

describe('LeaveRedeemModal', () => {
  it('asks before starting again, and stays on Stay', async () => {
    const onConfirm = fn();
    const onClose = fn();
    render(<Open onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Start again?' });
    expect(dialog).toHaveTextContent('Nothing is taken from your balance.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, start again' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('says what was taken and what is left once the order is placed', () => {
    render(<AfterPlacing />);
    const dialog = screen.getByRole('dialog', { name: 'Start again?' });
    expect(dialog).toHaveTextContent('Your order is placed: £40.00 was taken from your cards and £10.00 is left on them.');
    expect(dialog).not.toHaveTextContent('Nothing is taken');
  });
});
