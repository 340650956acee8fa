import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as overviewStories from './order-overview.stories';
import { cardLabels } from './order-summary';
import * as stories from './order-summary.stories';

const { DigitalAndPhysical, DigitalOnly } = composeStories(stories);
const { Closed, ModalOpen } = composeStories(overviewStories);

const amount = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('OrderSummary', () => {
  it('lists each package with its receiver and price, and the totals', () => {
    render(<DigitalAndPhysical />);
    const summary = screen.getByRole('region', { name: 'Order overview' });
    const packages = within(summary).getAllByRole('listitem');
    expect(packages).toHaveLength(3);
    expect(packages[1]).toHaveTextContent('Choice Gift Card £50');
    expect(packages[1]).toHaveTextContent('Alan Turing · alan@example.com');
    expect(packages[1]).toHaveTextContent('£53.50');
    expect(amount('Digital gift cards (2 cards)')).toHaveTextContent('£75.00');
    expect(amount('Physical gift cards (1 card)')).toHaveTextContent('£30.00');
    expect(amount('Shipping')).toHaveTextContent('£1.95');
    expect(amount('Total')).toHaveTextContent('£111.45');
  });

  it('leaves out the delivery types and extras the cart does not have', () => {
    render(<DigitalOnly />);
    expect(screen.queryByText(/Physical gift cards/)).not.toBeInTheDocument();
    expect(screen.queryByText('Wrappers, packing and messages')).not.toBeInTheDocument();
  });
});

describe('cardLabels', () => {
  it('counts alike cards of a package', () => {
    expect(cardLabels(['Spa £25', 'Spa £25', 'Choice £50'])).toBe('2 × Spa £25, Choice £50');
  });
});

describe('OrderOverview', () => {
  it('opens the order overview modal from the button with the total', async () => {
    const onOpen = fn();
    render(<Closed onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show order overview £111.45' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('shows the summary in a dialog named by its title', () => {
    render(<ModalOpen />);
    expect(within(screen.getByRole('dialog', { name: 'Order overview' })).getByText('Total')).toBeInTheDocument();
  });
});
