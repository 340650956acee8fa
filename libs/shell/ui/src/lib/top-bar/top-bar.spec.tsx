import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import { mockViewport } from '@giftshop/shared-testing';
import * as stories from './top-bar.stories';

const { SellingPoints, SinglePoint } = composeStories(stories);
const track = () => screen.getByRole('list', { name: 'Why shop with us' });
const position = () => track().getAttribute('data-rotation-index');

describe('TopBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows all three selling points side by side on desktop, without rotating', () => {
    mockViewport(1280);
    render(<SellingPoints />);
    expect(within(track()).getAllByRole('listitem')).toHaveLength(3);
    act(() => jest.advanceTimersByTime(10_000));
    expect(position()).toBe('0');
  });

  it('slides to the next point every 3 seconds on narrow viewports and starts over after the last', () => {
    mockViewport(1023);
    render(<SellingPoints />);
    act(() => jest.advanceTimersByTime(2999));
    expect(position()).toBe('0');
    act(() => jest.advanceTimersByTime(1));
    expect(position()).toBe('1');
    expect(track()).toHaveClass('animated');
    act(() => jest.advanceTimersByTime(6000));
    // The copy of the first point slides in, then the track jumps back to the real first one without animation.
    expect(position()).toBe('3');
    act(() => jest.advanceTimersByTime(600));
    expect(position()).toBe('0');
    expect(track()).not.toHaveClass('animated');
    act(() => jest.advanceTimersByTime(3000));
    expect(position()).toBe('1');
  });

  it('keeps the copy of the first point away from assistive technology', () => {
    mockViewport(375);
    render(<SellingPoints />);
    expect(within(track()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('does not move for visitors who prefer reduced motion', () => {
    mockViewport(375, { reducedMotion: true });
    render(<SellingPoints />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(position()).toBe('0');
  });

  it('pauses while the pointer is over it', () => {
    mockViewport(375);
    render(<SellingPoints />);
    act(() => {
      track().parentElement?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(9000));
    expect(position()).toBe('0');
  });

  it('has nothing to rotate with one point', () => {
    mockViewport(375);
    render(<SinglePoint />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(position()).toBe('0');
  });
});
