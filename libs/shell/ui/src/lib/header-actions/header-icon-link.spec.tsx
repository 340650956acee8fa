import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './header-icon-link.stories';

const { EmptyBasket, BasketWithItems, ManyItems, IconOnly } = composeStories(stories);

describe('HeaderIconLink', () => {
  it('shows no badge for an empty basket', () => {
    render(<EmptyBasket />);
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/basket/');
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('shows the count on the icon and reads it out with the link', () => {
    render(<BasketWithItems />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /^Basket ?, 3 items$/ })).toBeInTheDocument();
  });

  it('caps the badge at 99+', () => {
    render(<ManyItems />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+');
  });

  it('keeps the name of an icon-only link for screen readers', () => {
    render(<IconOnly />);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
  });
});
