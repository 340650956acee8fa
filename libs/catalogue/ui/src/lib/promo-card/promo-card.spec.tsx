import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './promo-card.stories';

const { Hero, Tile, WithoutImage, LightBackground } = composeStories(stories);

describe('PromoCard', () => {
  it('makes the whole card one link named by its title, at the heading level asked for', () => {
    render(<Hero />);
    const heading = screen.getByRole('heading', { level: 1, name: 'The gift card for every occasion' });
    expect(screen.getByRole('link', { name: 'The gift card for every occasion' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
    expect(heading).toContainElement(screen.getByRole('link'));
  });

  it('loads a hero image eagerly with high priority and a tile image lazily, both with their size', () => {
    const { container, unmount } = render(<Hero />);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    unmount();
    const tile = render(<Tile />).container.querySelector('img');
    expect(tile).toHaveAttribute('loading', 'lazy');
    expect(tile).toHaveAttribute('width', '340');
    expect(tile).toHaveAttribute('height', '214');
  });

  it('picks a text colour that reads on the block colour', () => {
    const dark = render(<WithoutImage />);
    expect(dark.container.querySelector('article')).toHaveStyle({ color: '#ffffff' });
    dark.unmount();
    expect(render(<LightBackground />).container.querySelector('article')).toHaveStyle({ color: '#000000' });
  });
});
