import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './product-tiles.stories';
import { tiles } from './product-tiles.fixtures';

const { Grid, LookAheadPending, LookAheadLoaded, MostChosenRow } = composeStories(stories);

describe('ProductTiles', () => {
  it('reports clicks with positions starting at 1', async () => {
    const onItemClick = fn();
    render(<Grid onItemClick={onItemClick} />);
    await userEvent.click(screen.getByRole('link', { name: new RegExp(`^${tiles[2].title}`) }));
    expect(onItemClick).toHaveBeenCalledWith(tiles[2], 3);
  });

  it('loads the first images eagerly with high priority and the rest lazily', () => {
    const { container } = render(<Grid />);
    const images = container.querySelectorAll('img');
    expect(images[3]).toHaveAttribute('loading', 'eager');
    expect(images[3]).toHaveAttribute('fetchpriority', 'high');
    expect(images[4]).toHaveAttribute('loading', 'lazy');
    expect(images[4]).not.toHaveAttribute('fetchpriority');
  });

  it('marks every card with its item id for view tracking', () => {
    const itemRef = fn();
    const { container } = render(<Grid itemRef={itemRef} />);
    expect(container.querySelectorAll('li[data-item-id]')).toHaveLength(16);
    expect(itemRef).toHaveBeenCalledTimes(16);
  });

  it('keeps an empty slot for the 17th card, hidden from assistive technology', () => {
    const { container } = render(<LookAheadPending />);
    const slots = container.querySelectorAll('li');
    expect(slots).toHaveLength(17);
    expect(slots[16]).toHaveAttribute('aria-hidden', 'true');
  });

  it('fills the slot with the next card once it is loaded', () => {
    render(<LookAheadLoaded />);
    expect(screen.getByRole('link', { name: new RegExp(`^${tiles[16].title}`) })).toBeInTheDocument();
  });

  it('marks the mixed-in top products to lead on a large desktop, keeping one first and one last in the markup', () => {
    const { container } = render(<MostChosenRow />);
    const items = [...container.querySelectorAll('li')];
    expect(items[0]).toHaveClass('lead');
    expect(items.at(-1)).toHaveClass('lead');
    expect(items.filter((item) => item.classList.contains('lead'))).toHaveLength(2);
  });
});
