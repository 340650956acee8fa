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
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('By e-mail');
    expect(within(cards).getAllByRole('listitem')[1]).toHaveTextContent('By e-mail or by post');
    expect(within(screen.getByRole('region', { name: 'Donations' })).getByText('Donation to Whisker & Wag Rescue')).toBeVisible();
  });

  it('hands the chosen product over', async () => {
    const onChoose = fn();
    render(<GiftCardsAndDonations onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose: The Velvet Teapot' }));
    expect(onChoose).toHaveBeenCalledWith(sampleProducts[1]);
  });

  it('lists products sent by post only, and leaves out those that cannot be sent', () => {
    const postOnly = { ...sampleProducts[0], variations: [{ ...sampleProducts[0].variations[0], variationType: 'PHYSICAL' as const }] };
    const unsendable = { ...sampleProducts[1], id: '13', title: 'Unsendable', variations: [] };
    render(<GiftCardsAndDonations products={[postOnly, unsendable, sampleProducts[2]]} />);
    const cards = screen.getByRole('region', { name: 'Gift cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cards).getByRole('listitem')).toHaveTextContent('Harbour & Pine');
    expect(within(cards).getByRole('listitem')).toHaveTextContent('£5 to £150');
    expect(within(cards).getByRole('listitem')).toHaveTextContent('By post');
  });

  it('offers More information for every product, and Visit the shop where the brand has a shop page', async () => {
    const onMoreInfo = fn();
    const onVisitShop = fn();
    render(<GiftCardsAndDonations onMoreInfo={onMoreInfo} onVisitShop={onVisitShop} />);
    expect(screen.getAllByRole('button', { name: /^More information: / })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Visit the shop/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'More information: Donation to Whisker & Wag Rescue' }));
    expect(onMoreInfo).toHaveBeenCalledWith(sampleProducts[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Visit the shop: Harbour & Pine' }));
    expect(onVisitShop).toHaveBeenCalledWith(sampleProducts[0]);
  });

  it('says when there is nothing to choose', () => {
    render(<Empty />);
    expect(screen.getByText('There is nothing to choose at the moment.')).toBeVisible();
  });
});
