import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './nice-to-know-modal.stories';

const { Open, WithMinimumRemainingBalance, WithoutFigures } = composeStories(stories);

describe('NiceToKnowModal', () => {
  it("explains redeeming with the shop's lowest amount and the card's expiry date", () => {
    render(<Open />);
    const points = within(screen.getByRole('dialog', { name: 'Good to know' })).getAllByRole('listitem');
    expect(points.map((point) => point.textContent)).toEqual([
      expect.stringContaining('The balance of your gift card pays for your order.'),
      expect.stringContaining('Each gift card or donation you choose is at least £5;'),
      'You can spend all of your balance, or keep part of it for later.',
      'Your balance can be spent until 23 November 2027.',
      'If your order costs more than your balance, you pay the rest online at checkout.',
      expect.stringContaining('sent to their receivers once'),
    ]);
  });

  it('names the largest minimum remaining balance of the products', () => {
    render(<WithMinimumRemainingBalance />);
    expect(screen.getByRole('dialog')).toHaveTextContent('either nothing or at least £5,');
  });

  it('leaves out the figures it does not know', () => {
    render(<WithoutFigures />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent('you choose is at least');
    expect(dialog).toHaveTextContent('until the expiry date shown with your card');
  });

  it('closes with Escape and with Close', async () => {
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
