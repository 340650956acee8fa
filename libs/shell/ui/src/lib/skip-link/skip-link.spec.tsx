import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './skip-link.stories';

const { ToMainContent } = composeStories(stories);

describe('SkipLink', () => {
  it('points at the main content', () => {
    render(<ToMainContent />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
