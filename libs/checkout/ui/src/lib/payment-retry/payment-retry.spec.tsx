import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as leaveStories from './leave-order-modal.stories';
import * as noticeStories from './payment-retry.stories';
import * as unavailableStories from './payment-unavailable.stories';

const { Cancelled, Failed, Unknown } = composeStories(noticeStories);
const { Asking, Cancelling } = composeStories(leaveStories);
const { CannotBePaid, RetryLimit } = composeStories(unavailableStories);

describe('payment retry', () => {
  it('says why the shopper is asked to complete the payment', () => {
    const { unmount } = render(<Cancelled />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment was cancelled. Your order is saved');
    unmount();
    render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment did not go through.');
  });

  it('has a general reason for statuses it does not know', () => {
    render(<Unknown />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your order has not been paid yet.');
  });

  it('asks before the order is discarded, staying by default', async () => {
    const onStay = fn();
    const onLeave = fn();
    render(<Asking onStay={onStay} onLeave={onLeave} />);
    const dialog = screen.getByRole('dialog', { name: 'Leave without paying?' });
    expect(dialog).toHaveTextContent('your order is cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Leave and cancel order' }));
    expect(onLeave).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalled();
  });

  it('cannot be closed while the order is being cancelled', async () => {
    const onStay = fn();
    render(<Cancelling onStay={onStay} />);
    await userEvent.keyboard('{Escape}');
    expect(onStay).not.toHaveBeenCalled();
  });

  it('links back to the basket when the order cannot be paid', () => {
    const { unmount } = render(<CannotBePaid />);
    expect(screen.getByRole('link', { name: 'Back to the basket' })).toHaveAttribute('href', '/basket/');
    expect(screen.getByText(/can no longer be paid/)).toBeInTheDocument();
    unmount();
    render(<RetryLimit />);
    expect(screen.getByText(/Too many attempts/)).toBeInTheDocument();
  });
});
