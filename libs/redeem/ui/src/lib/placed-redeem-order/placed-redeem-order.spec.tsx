import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './placed-redeem-order.stories';

const { Placed } = composeStories(stories);

describe('PlacedRedeemOrder', () => {
  it('shows the order number and the balance left, links to the order, and takes focus', () => {
    render(<Placed />);
    expect(screen.getByRole('heading', { name: 'Thank you, your order is placed' })).toHaveFocus();
    expect(screen.getByText('GCUK-100042')).toBeVisible();
    expect(screen.getByText('£5.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/order/0b5c3e1a-1f43-4a71-9d5e-6c0f6a1e2b3c/');
  });
});
