import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './breadcrumbs.stories';

const { ProductTrail } = composeStories(stories);

describe('Breadcrumbs', () => {
  it('links every step but the current page, which it marks as current', () => {
    render(<ProductTrail />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift-cards/');
    expect(screen.getByText('Harbour & Pine Gift Card')).toHaveAttribute('aria-current', 'page');
  });
});
