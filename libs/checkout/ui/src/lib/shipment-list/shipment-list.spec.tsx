import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './shipment-list.stories';

const { DigitalAndPhysical, ScheduledEmail, RegisteredPostNearCutOff } = composeStories(stories);

describe('ShipmentList', () => {
  it('tells when e-mails go and when post leaves and arrives', () => {
    render(<DigitalAndPhysical />);
    expect(screen.getByRole('heading', { name: 'By e-mail' })).toBeInTheDocument();
    expect(screen.getByText('E-mailed within 1 hour of payment')).toBeInTheDocument();
    expect(screen.getByText('To Grace Hopper, 12 Baker Street, London, NW1 6XE')).toBeInTheDocument();
    expect(screen.getByText('Dispatched on Friday, 13 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Expected in the letterbox on Saturday, 14 March 2026')).toBeInTheDocument();
    expect(screen.getByText('1 × Choice Gift Card — Alan Turing (alan@example.com)')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows a scheduled e-mail moment', () => {
    render(<ScheduledEmail />);
    expect(screen.getByText('E-mailed on Friday, 20 March 2026 at 09:30')).toBeInTheDocument();
  });

  it('warns about registered post and a near cut-off', () => {
    render(<RegisteredPostNearCutOff />);
    expect(screen.getByText(/registered post/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('orders paid on working days before 5:00 PM ship the same day');
  });
});
