import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './page-message.stories';

const { NotFound, Error } = composeStories(stories);

describe('PageMessage', () => {
  it('shows the artwork, the heading and the way back', () => {
    const { container } = render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'We cannot find this page' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('width', '480');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View all 200+ gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });

  it('works without artwork', () => {
    const { container } = render(<Error />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/something went wrong\. We are already working on a fix/)).toBeInTheDocument();
  });
});
