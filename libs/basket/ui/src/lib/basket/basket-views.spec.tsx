import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { digitalGroup } from '../basket.fixtures';
import * as summaryStories from './basket-summary.stories';
import * as groupStories from './package-group-card.stories';
import * as shipmentStories from './shipment-section.stories';

const { Digital: DigitalGroup, MissingReceiver } = composeStories(groupStories);
const { DigitalScheduled, PhysicalNearCutOff, DigitalAsSoonAsPossible } = composeStories(shipmentStories);
const { Summary, MissingReceivers } = composeStories(summaryStories);

describe('PackageGroupCard', () => {
  it('names its actions after the receiver and reports them', async () => {
    const onDelete = fn();
    const onEdit = fn();
    render(<DigitalGroup onDelete={onDelete} onEdit={onEdit} />);
    const card = screen.getByRole('article', { name: 'Alex Morgan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete gift card for Alex Morgan' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Edit gift card for Alex Morgan' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(within(card).getByText('£50.00')).toBeInTheDocument();
    expect(within(card).getAllByRole('img', { name: 'Harbour & Pine £25' })).toHaveLength(2);
  });

  it('keeps the card fan of a package of many cards narrow, so its text is not squeezed on a phone', () => {
    render(<DigitalGroup group={{ ...digitalGroup, previews: Array.from({ length: 8 }, () => digitalGroup.previews[0]) }} />);
    expect(within(screen.getByRole('article', { name: 'Alex Morgan' })).getAllByRole('img', { name: 'Harbour & Pine £25' })).toHaveLength(3);
  });

  it('says when a receiver is missing', () => {
    render(<MissingReceiver />);
    expect(screen.getByText('Add a receiver before you check out.')).toBeInTheDocument();
  });
});

describe('ShipmentSection', () => {
  it('tells when scheduled e-mails go out', () => {
    render(<DigitalScheduled />);
    expect(screen.getByRole('region', { name: 'Sent by e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Sent on Saturday 14 March at 09:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset receivers' })).toBeInTheDocument();
  });

  it('sends e-mails without a date within the hour', () => {
    render(<DigitalAsSoonAsPossible />);
    expect(screen.getByText('Sent within an hour of your payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset receivers' })).not.toBeInTheDocument();
  });

  it('gives dispatch and delivery dates, registered post, shipping and the cut-off warning of a parcel', () => {
    render(<PhysicalNearCutOff />);
    expect(screen.getByRole('heading', { name: 'Sent by post to 10 Downing Street, London SW1A 1AA' })).toBeInTheDocument();
    expect(screen.getByText('Dispatched on Tuesday 10 March')).toBeInTheDocument();
    expect(screen.getByText('Expected on the doormat on Wednesday 11 March')).toBeInTheDocument();
    expect(screen.getByText(/By registered post/)).toBeInTheDocument();
    expect(screen.getByText('£4.95')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Order before 17:00');
  });
});

describe('BasketSummary', () => {
  it('counts cards per delivery type and lists adjustments before the total', () => {
    render(<Summary />);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('3 digital gift cards')).toBeInTheDocument();
    expect(within(summary).getByText('1 physical gift card')).toBeInTheDocument();
    expect(within(summary).getByText('Shipping by registered post')).toBeInTheDocument();
    expect(within(summary).getByText('£135.40')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'To checkout' })).toBeEnabled();
  });

  it('holds the checkout while a receiver is missing, and says why', () => {
    render(<MissingReceivers />);
    expect(screen.getByRole('button', { name: 'To checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'To checkout' })).toHaveAccessibleDescription('Every gift card needs a receiver before you can check out.');
  });
});
