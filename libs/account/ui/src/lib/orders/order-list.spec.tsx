import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders } from '../customer-story-data';
import * as stories from './order-list.stories';

const { AllShown, MoreToShow, Empty } = composeStories(stories);

describe('OrderList', () => {
  it('lists number, date, status and total of each order, and opens one', async () => {
    const onOpen = fn();
    render(<AllShown onOpen={onOpen} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('GC-48-000041');
    expect(items[0]).toHaveTextContent('20 November 2026');
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[0]).toHaveTextContent('£104.74');
    expect(items[2]).toHaveTextContent('Cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'View details of order GC-48-000040' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '40' }));
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('offers more orders while there are more', async () => {
    const onShowMore = fn();
    render(<MoreToShow onShowMore={onShowMore} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 12 orders shown');
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(onShowMore).toHaveBeenCalled();
  });

  it('counts a single order in the singular', () => {
    render(<AllShown orders={orders.slice(0, 1)} total={1} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 of 1 order shown$/);
  });

  it('says when there are no orders', () => {
    render(<Empty />);
    expect(screen.getByText('You have not placed any orders yet.')).toBeInTheDocument();
  });
});
