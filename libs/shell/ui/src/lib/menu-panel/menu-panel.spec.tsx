import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './menu-panel.stories';

const { Open, FewCategories, Closed } = composeStories(stories);

describe('MenuPanel', () => {
  it('shows the top products of the hovered category with a link to the whole category', async () => {
    render(<Open />);
    expect(screen.getByRole('heading', { name: 'Popular in Restaurants' })).toBeInTheDocument();
    await userEvent.hover(screen.getByRole('link', { name: 'Fashion' }));
    const preview = screen.getByRole('region', { name: 'Popular in Fashion' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(4);
    expect(within(preview).getByRole('link', { name: 'View all gift vouchers in this category' })).toHaveAttribute('href', '/category/fashion/');
  });

  it('shows the top products of the category that gets keyboard focus', async () => {
    render(<Open />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Spa & Wellness' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Popular in Spa & Wellness' })).toBeInTheDocument();
  });

  it('hides categories after the sixth on phones until asked, then focuses the first one revealed', async () => {
    render(<Open />);
    expect(screen.getByRole('link', { name: 'Sports' }).closest('li')).toHaveClass('beyondMobile');
    await userEvent.click(screen.getByRole('button', { name: 'View all categories' }));
    expect(screen.getByRole('link', { name: 'Sports' }).closest('li')).not.toHaveClass('beyondMobile');
    expect(screen.queryByRole('button', { name: 'View all categories' })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveFocus();
  });

  it('offers no button when six categories or fewer exist', () => {
    render(<FewCategories />);
    expect(screen.queryByRole('button', { name: 'View all categories' })).not.toBeInTheDocument();
  });

  it('tells the container when a link is followed', async () => {
    const onNavigate = fn();
    render(<Open onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Kids' }));
    expect(onNavigate).toHaveBeenCalled();
  });

  it('stays in the page but hidden while closed, so the menu button can point at it', () => {
    const { container } = render(<Closed />);
    expect(container.querySelector('#gift-cards-menu')).not.toBeVisible();
  });
});
