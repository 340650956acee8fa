import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchBrands } from './match-brands';
import * as stories from './brands-modal.stories';

const { Brands, Failed } = composeStories(stories);

const listed = () => within(screen.getByRole('list', { name: 'Where you can spend the Choice Gift Card' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('BrandsModal', () => {
  it('puts focus in the filter box and narrows the list as one types, ignoring case and accents', async () => {
    render(<Brands />);
    const filter = screen.getByRole('searchbox', { name: 'Find a brand' });
    expect(filter).toHaveFocus();
    expect(listed()).toHaveLength(6);
    await userEvent.type(filter, 'CAFE');
    expect(listed()).toEqual(['Café Rouge']);
    expect(screen.getByRole('status')).toHaveTextContent('1 brand');
  });

  it('says when no brand matches, and closes with Escape', async () => {
    const onClose = fn();
    render(<Brands onClose={onClose} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a brand' }), 'zzz');
    expect(listed()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No brand matches “zzz”');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the brands could not be loaded', () => {
    render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The brands could not be loaded');
  });
});

describe('matchBrands', () => {
  it('keeps brands containing every word of the query', () => {
    expect(matchBrands(['Pizza Express', 'Pizza Hut', 'Prezzo'], ' pizza  ex ')).toEqual(['Pizza Express']);
    expect(matchBrands(['Pizza Express'], '')).toEqual(['Pizza Express']);
  });
});
