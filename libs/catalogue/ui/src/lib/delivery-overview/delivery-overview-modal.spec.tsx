import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './delivery-overview-modal.stories';

const { DigitalAndPhysical, DigitalOnly } = composeStories(stories);

describe('DeliveryOverviewModal', () => {
  it('explains each delivery type of the product: e-mail within the hour, post with the 17:00 dispatch rule and postage', () => {
    render(<DigitalAndPhysical />);
    const dialog = screen.getByRole('dialog', { name: 'Delivery of Pizza Palace gift card' });
    expect(within(dialog).getByRole('heading', { name: 'Digital, by e-mail' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Within an hour of your payment/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Physical, by post' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Ordered on a working day before 17:00: sent the same day/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Free\./)).toBeInTheDocument();
  });

  it('leaves out a delivery type the product is not sold with', () => {
    render(<DigitalOnly />);
    expect(screen.getByRole('heading', { name: 'Digital, by e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Physical, by post' })).not.toBeInTheDocument();
  });

  it('closes with Escape and with its Close button', async () => {
    const onClose = fn();
    render(<DigitalAndPhysical onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    const [, footerClose] = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(footerClose as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
