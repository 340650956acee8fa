import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './logo.stories';

const { Version1, Version2 } = composeStories(stories);

describe('Logo', () => {
  it('links home under the brand name', () => {
    render(<Version1 />);
    expect(screen.getByRole('link', { name: 'GiftCards UK home page' })).toHaveAttribute('href', '/');
  });

  it('gives both files their sizes so the header does not shift while they load', () => {
    const { container } = render(<Version2 />);
    expect(container.querySelector('source')).toHaveAttribute('width', '252');
    expect(container.querySelector('source')).toHaveAttribute('height', '86');
    expect(container.querySelector('img')).toHaveAttribute('width', '116');
    expect(container.querySelector('img')).toHaveAttribute('height', '68');
  });
});
