import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './product-listing-view.stories';

const { FirstPage, LoadingMore, LoadingFailed, LaterPage, EndOfList, Empty } = composeStories(stories);

describe('ProductListingView', () => {
  it('shows which of the total are listed and loads more on request', async () => {
    const onShowMore = fn();
    render(<FirstPage showMore={{ onShowMore, loading: false, failed: false }} />);
    expect(screen.getByText('Showing 1–16 of 238 gift cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it('links the next page for crawlers and browsers without JavaScript', () => {
    render(<FirstPage />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.querySelector('a[rel="next"]')).toHaveAttribute('href', '/gift-cards/2/');
  });

  it('links both neighbours from a later page and counts on from the pages before', () => {
    render(<LaterPage />);
    expect(screen.getByText('Showing 33–48 of 238 gift cards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/gift-cards/2/');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gift-cards/4/');
  });

  it('keeps the button busy while the next page loads', () => {
    render(<LoadingMore />);
    expect(screen.getByRole('button', { name: /Show more/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the next page failed to load', () => {
    render(<LoadingFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('has no button at the end of the list', () => {
    render(<EndOfList />);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–17 of 17 gift cards')).toBeInTheDocument();
  });

  it('says when a list is empty and where to go instead', () => {
    render(<Empty />);
    expect(screen.getByText('There are no gift cards here at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });
});
