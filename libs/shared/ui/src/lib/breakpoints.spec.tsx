import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BREAKPOINTS, breakpointForWidth, MEDIA_QUERIES, useBreakpoint, type Breakpoint } from './breakpoints';

function Probe({ initial }: { initial?: Breakpoint }) {
  return <p>{useBreakpoint(initial)}</p>;
}

/** A matchMedia that answers from a settable width and notifies listeners on change. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) =>
    (query.match(/\((min|max)-width: (\d+)px\)/g) ?? []).every((part) => {
      const [, kind, px] = /\((min|max)-width: (\d+)px\)/.exec(part) as RegExpExecArray;
      return kind === 'min' ? width >= Number(px) : width <= Number(px);
    });
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

describe('breakpoints', () => {
  it('follows spec §9', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 0, tablet: 640, smallDesktop: 1024, largeDesktop: 1280 });
    expect(MEDIA_QUERIES.mobile).toBe('(max-width: 639px)');
    expect([639, 640, 1023, 1024, 1279, 1280].map(breakpointForWidth)).toEqual(['mobile', 'tablet', 'tablet', 'smallDesktop', 'smallDesktop', 'largeDesktop']);
  });

  it('renders the given default on the server', () => {
    expect(renderToString(<Probe initial="largeDesktop" />)).toContain('largeDesktop');
  });

  it('follows the viewport once mounted', () => {
    const resize = fakeViewport(800);
    render(<Probe />);
    expect(screen.getByText('tablet')).toBeInTheDocument();
    act(() => resize(1300));
    expect(screen.getByText('largeDesktop')).toBeInTheDocument();
    act(() => resize(375));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
