import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './holder-card.stories';

const { WithBalance, Spent } = composeStories(stories);

describe('HolderCard', () => {
  it('shows the masked number, the balance and the expiry date of the card being spent', () => {
    render(<WithBalance />);
    const card = screen.getByRole('region', { name: 'Your card' });
    expect(within(card).getByText('···· ···· ···· ···· 9010')).toBeVisible();
    expect(within(card).getByText('£25.00')).toBeVisible();
    expect(within(card).getByText('23 November 2027')).toHaveAttribute('datetime', '2027-11-23');
  });

  it('shows a spent card at nothing', () => {
    render(<Spent />);
    expect(screen.getByText('£0.00')).toBeVisible();
  });
});
