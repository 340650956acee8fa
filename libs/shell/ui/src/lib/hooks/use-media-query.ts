import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. False on the server and during hydration, so both render the same markup; layout
 * differences between viewports belong in CSS, this is for behaviour only.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Viewports of 1023 px or narrower (spec §9: below small desktop). */
export const NOT_DESKTOP = '(max-width: 1023px)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
