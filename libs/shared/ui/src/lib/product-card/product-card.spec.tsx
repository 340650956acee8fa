import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as cardStories from './product-card.stories';
import * as gridStories from './product-grid.stories';

const { Default, WithoutPrice, WithHand, AboveTheFold, HeadingLevel2, DescriptiveImage } = composeStories(cardStories);
const { FourColumnsOnLargeScreens } = composeStories(gridStories);

describe('ProductCard', () => {
  it('is one link named by its visible title and price', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Cinema Night From £15' });
    expect(link).toHaveAttribute('href', '/gift-cards/cinema-night/');
    expect(within(link).getByRole('heading', { level: 3, name: 'Cinema Night' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('includes descriptive card art in its name, before the title', () => {
    render(<DescriptiveImage />);
    expect(screen.getByRole('link', { name: /^Gift card with a film reel on a red background Cinema Night/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gift card with a film reel on a red background' })).toBeInTheDocument();
  });

  it('reserves the 3:2 image size and loads lazily below the fold', () => {
    render(<Default />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high priority above the fold', () => {
    render(<AboveTheFold />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves out the price when there is none', () => {
    render(<WithoutPrice />);
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/From/)).not.toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<HeadingLevel2 />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cinema Night' })).toBeInTheDocument();
  });

  it('reports clicks with its position for analytics', async () => {
    const onClick = fn();
    render(<WithHand onClick={onClick} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('data-position', '1');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('ProductGrid', () => {
  it('lists each card as an item of a labelled list', () => {
    render(<FourColumnsOnLargeScreens />);
    const list = screen.getByRole('list', { name: 'Gift cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByRole('link')).toHaveLength(8);
  });
});
