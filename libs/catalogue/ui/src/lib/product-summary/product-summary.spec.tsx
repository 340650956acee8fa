import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './product-summary.stories';

const { GiftCard, Donation } = composeStories(stories);

describe('ProductSummary', () => {
  it('shows the title as the page heading with brand and category links', () => {
    render(<GiftCard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour & Pine Gift Card' })).toBeInTheDocument();
    expect(screen.getByText('Harbour & Pine', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Food & Drink' })).toHaveAttribute('href', '/category/food-and-drink/');
  });

  it('leaves out brand and categories when a product has none', () => {
    render(<Donation />);
    expect(screen.queryByText('Brand')).not.toBeInTheDocument();
    expect(screen.queryByText('Categories')).not.toBeInTheDocument();
  });
});
