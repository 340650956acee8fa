import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './checkout-steps.stories';

const { Payment, Success } = composeStories(stories);

describe('CheckoutSteps', () => {
  it('marks the current step and lets the shopper go back to completed ones', async () => {
    const onSelect = fn();
    render(<Payment onSelect={onSelect} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('Payment');
    expect(screen.queryByRole('button', { name: /Payment/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Your details (completed)' }));
    expect(onSelect).toHaveBeenCalledWith('details');
  });

  it('offers no way back once the order is placed', () => {
    render(<Success />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Success').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
