import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleProducts } from '../fixtures';
import * as stories from './redeem-products.stories';

const { GiftCardsAndDonations, Empty } = composeStories(stories);

describe('RedeemProducts', () => {
  it('lists gift cards and donations apart, with their amount ranges', () => {
    render(<GiftCardsAndDonations />);
    const cards = screen.getByRole('region', { name: 'Gift cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('£5 to £150');
    expect(within(screen.getByRole('region', { name: 'Donations' })).getByText('Donation to Whisker & Wag Rescue')).toBeVisible();
  });

  it('hands the chosen product over', async () => {
    const onChoose = fn();
    render(<GiftCardsAndDonations onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose: The Velvet Teapot' }));
    expect(onChoose).toHaveBeenCalledWith(sampleProducts[1]);
  });

  it('leaves out products sent by post only', () => {
    const postOnly = { ...sampleProducts[0], variations: [{ ...sampleProducts[0].variations[0], variationType: 'PHYSICAL' as const }] };
    render(<GiftCardsAndDonations products={[postOnly, sampleProducts[2]]} />);
    expect(screen.queryByRole('region', { name: 'Gift cards' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Donations' })).toBeVisible();
  });

  it('says when there is nothing to choose', () => {
    render(<Empty />);
    expect(screen.getByText('There is nothing to choose at the moment.')).toBeVisible();
  });
});
