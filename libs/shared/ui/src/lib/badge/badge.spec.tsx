import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './badge.stories';

const { WithCount, Zero, OverMax } = composeStories(stories);

describe('Badge', () => {
  it('shows the count with its label for screen readers', () => {
    render(<WithCount />);
    expect(screen.getByText('3')).toHaveTextContent('3 items in your basket');
  });

  it('is hidden at zero', () => {
    render(<Zero />);
    expect(screen.queryByText(/items in your basket/)).not.toBeInTheDocument();
  });

  it('caps a large count', () => {
    render(<OverMax />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
