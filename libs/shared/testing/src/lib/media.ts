const noop = () => undefined;

/** A MediaQueryList that never changes. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return { matches, media: query, onchange: null, addEventListener: noop, removeEventListener: noop, addListener: noop, removeListener: noop, dispatchEvent: () => false };
}

/** Makes window.matchMedia answer as a viewport of `width` pixels with the given motion preference would. */
export function mockViewport(width: number, { reducedMotion = false } = {}) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const motion = /prefers-reduced-motion:\s*reduce/.test(query);
    const matches = motion ? reducedMotion : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return staticMediaQueryList(query, matches);
  };
}
