import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './payment-processing.stories';

const { Checking, ConfirmInPhoneApp, TimedOut } = composeStories(stories);

describe('PaymentProcessing', () => {
  it('announces the check, and the phone app when the provider waits for it', () => {
    const { unmount } = render(<Checking />);
    expect(screen.getByRole('status')).toHaveTextContent('We are checking your payment…');
    unmount();
    render(<ConfirmInPhoneApp />);
    expect(screen.getByRole('status')).toHaveTextContent('Please confirm the payment in your phone app.');
  });

  it('lets the shopper check again after the wait ran out', async () => {
    const onCheckAgain = fn();
    render(<TimedOut onCheckAgain={onCheckAgain} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onCheckAgain).toHaveBeenCalled();
  });
});
