import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { useScrolledPast } from './use-scrolled-past';
import * as stories from './scroll-to-top-button.stories';

const { Visible, Hidden } = composeStories(stories);

describe('ScrollToTopButton', () => {
  it('takes the visitor back up', async () => {
    const onClick = fn();
    render(<Visible onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('is out of reach while hidden', () => {
    render(<Hidden />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});

describe('useScrolledPast', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };

  it('turns true past twice the viewport height', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    scrollTo(0);
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);
    await act(async () => {
      scrollTo(1600);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(result.current).toBe(false);
    await act(async () => {
      scrollTo(1601);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(result.current).toBe(true);
  });
});
