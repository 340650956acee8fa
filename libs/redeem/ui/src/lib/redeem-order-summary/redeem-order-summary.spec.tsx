import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './redeem-order-summary.stories';

const { WithShortfall, CoveredByTheCards, Empty, ReadOnly, WithPost } = composeStories(stories);

const amountOf = (term: string) => screen.getByText(term).closest('div')?.querySelector('dd')?.textContent;

describe('RedeemOrderSummary', () => {
  it('lists the packages with their receivers and amounts, and the totals with the amount still to pay', () => {
    render(<WithShortfall />);
    const items = within(screen.getByRole('region', { name: 'Your order' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Harbour & Pine');
    expect(items[0]).toHaveTextContent('For Ada Lovelace (ada@example.com)');
    expect(items[0]).toHaveTextContent('£20.00');
    expect(amountOf('Order total')).toBe('£30.00');
    expect(amountOf('Paid from your cards')).toBe('£25.00');
    expect(amountOf('Balance left on your cards')).toBe('£0.00');
    expect(amountOf('Still to pay')).toBe('£5.00');
  });

  it('shows the balance the cards keep when they cover the order', () => {
    render(<CoveredByTheCards />);
    expect(amountOf('Balance left on your cards')).toBe('£5.00');
    expect(amountOf('Still to pay')).toBe('£0.00');
  });

  it('removes a package by its id', async () => {
    const onRemove = fn();
    render(<WithShortfall onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Donation to Whisker & Wag Rescue' }));
    expect(onRemove).toHaveBeenCalledWith('702');
  });

  it('opens a package for a change by its id', async () => {
    const onEdit = fn();
    render(<WithShortfall onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Harbour & Pine' }));
    expect(onEdit).toHaveBeenCalledWith('701');
  });

  it('says which packages go by post, and how many cards', () => {
    render(<WithPost />);
    const items = within(screen.getByRole('region', { name: 'Your order' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('2 × The Velvet Teapot');
    expect(items[1]).toHaveTextContent('For Grace Hopper, by post');
    expect(items[0]).toHaveTextContent('For Ada Lovelace (ada@example.com)');
  });

  it('says when nothing is chosen, and offers no Remove or Edit when read only', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('You have not chosen anything yet.')).toBeVisible();
    unmount();
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
