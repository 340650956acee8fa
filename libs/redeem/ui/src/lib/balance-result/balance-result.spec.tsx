import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './balance-result.stories';

const { Active, NotActivatedYet, Redeemable } = composeStories(stories);

describe('BalanceResult', () => {
  it('shows the masked number, the balance, the expiry date and the status', () => {
    render(<Active />);
    const result = screen.getByRole('region', { name: 'Your balance' });
    expect(within(result).getByText('£25.00')).toBeVisible();
    expect(within(result).getByText('···· ···· ···· ···· 9010')).toBeVisible();
    expect(within(result).getByText('23 November 2027')).toHaveAttribute('datetime', '2027-11-23');
    expect(within(result).getByText('Active')).toBeVisible();
  });

  it('names a card that is not activated yet', () => {
    render(<NotActivatedYet />);
    expect(screen.getByText('Not activated yet')).toBeVisible();
  });

  it('takes focus when asked, and offers to check another card', async () => {
    const onCheckAnother = fn();
    render(<Active focusOnShow onCheckAnother={onCheckAnother} />);
    expect(screen.getByRole('heading', { name: 'Your balance' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Check another card' }));
    expect(onCheckAnother).toHaveBeenCalled();
  });

  it('links to the redeem shop only when the balance can be spent', () => {
    const { unmount } = render(<Active />);
    expect(screen.queryByRole('link', { name: 'Spend your balance' })).toBeNull();
    unmount();
    render(<Redeemable />);
    expect(screen.getByRole('link', { name: 'Spend your balance' })).toHaveAttribute('href', '/check-balance/redeem/');
  });
});
