import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './header-bar.stories';

const { Version1, Version3, WithDecoration } = composeStories(stories);

describe('HeaderBar', () => {
  it('is the page banner in the layout of its version', () => {
    const { unmount } = render(<Version1 />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', '1');
    unmount();
    render(<Version3 />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', '3');
  });

  it('puts the logo first in focus order', () => {
    render(<Version1 />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('GiftCards UK home page');
  });

  it('adds the brand decoration with its size, hidden from assistive technology', () => {
    const { container } = render(<WithDecoration />);
    const decoration = container.querySelector('img[src="/brand/GCUK/header-decoration.svg"]');
    expect(decoration).toHaveAttribute('alt', '');
    expect(decoration).toHaveAttribute('height', '30');
  });
});
