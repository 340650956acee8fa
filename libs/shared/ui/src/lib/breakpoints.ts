import { useEffect, useState } from 'react';

export type Breakpoint = 'mobile' | 'tablet' | 'smallDesktop' | 'largeDesktop';

/**
 * Lower bounds in CSS pixels (spec §9): mobile up to 639, tablet 640–1023, small desktop 1024–1279, large from 1280.
 * CSS modules repeat these numbers in their media queries.
 */
export const BREAKPOINTS = { mobile: 0, tablet: 640, smallDesktop: 1024, largeDesktop: 1280 } as const satisfies Record<Breakpoint, number>;

export const MEDIA_QUERIES: Record<Breakpoint, string> = {
  mobile: `(max-width: ${BREAKPOINTS.tablet - 1}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.smallDesktop - 1}px)`,
  smallDesktop: `(min-width: ${BREAKPOINTS.smallDesktop}px) and (max-width: ${BREAKPOINTS.largeDesktop - 1}px)`,
  largeDesktop: `(min-width: ${BREAKPOINTS.largeDesktop}px)`,
};

const ORDER: Breakpoint[] = ['mobile', 'tablet', 'smallDesktop', 'largeDesktop'];

export function breakpointForWidth(width: number): Breakpoint {
  return [...ORDER].reverse().find((name) => width >= BREAKPOINTS[name]) ?? 'mobile';
}

function currentBreakpoint(fallback: Breakpoint): Breakpoint {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return fallback;
  return ORDER.find((name) => window.matchMedia(MEDIA_QUERIES[name]).matches) ?? fallback;
}

/**
 * The viewport's breakpoint. Returns `initial` on the server and during hydration so both render the same markup,
 * then follows the viewport once mounted.
 */
export function useBreakpoint(initial: Breakpoint = 'mobile'): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(initial);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const update = () => setBreakpoint(currentBreakpoint(initial));
    const lists = ORDER.map((name) => window.matchMedia(MEDIA_QUERIES[name]));
    lists.forEach((list) => list.addEventListener('change', update));
    update();
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, [initial]);
  return breakpoint;
}
