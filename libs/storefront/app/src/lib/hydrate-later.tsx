import { lazy, memo, Suspense, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/** A CSS module's class names, as `import styles from './x.module.css'` gives them. */
export type CssModule = Readonly<Record<string, string>>;

/**
 * The component on the server, its dynamic import in the browser: `import.meta.env.SSR ? { component } : { load }`.
 * `styles` names the CSS modules of the part's HTML that the page's own CSS lacks: naming them in the route module
 * puts their rules in the route's stylesheets (its `<link>`s), so the server's HTML is styled before the part's chunk
 * arrives. A part without them has its CSS loaded with its chunk.
 */
export type LaterPart<P> =
  | { component: ComponentType<P> }
  | { load: () => Promise<ComponentType<P>>; styles?: readonly CssModule[] };

/**
 * A part of the page that the server renders in place and the browser hydrates once its own chunk has loaded, in a
 * task of its own after the rest of the page (the server's HTML stays as it is meanwhile, as long as the part's props
 * keep their identity: new props before the chunk is in make React render the part afresh). The server renders the
 * component itself: a lazy one would make React send the part after the page, hidden until a script shows it, so
 * visitors without JavaScript and crawlers would not see it (whole documents also keep every boundary in place:
 * `progressiveChunkSize` in entry.server.tsx). Callers choose with `import.meta.env.SSR`, a build-time constant, so
 * that the browser build drops the static import.
 */
export function hydrateLater<P extends object>(part: LaterPart<P>, fallback: (props: P) => ReactNode = () => null) {
  if ('component' in part) {
    // The same Suspense boundary as in the browser, which hydrates the part on its own.
    const Now = part.component;
    const HydrateNow = (props: P) => (
      <Suspense fallback={fallback(props)}>
        <Now {...props} />
      </Suspense>
    );
    return HydrateNow;
  }
  const Part = lazy(async () => ({ default: await part.load() }));
  function HydrateLater(props: P) {
    const loaded = useLaterPartCount();
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
        <Loaded onLoaded={loaded} />
      </Suspense>
    );
  }
  // Memoized: a parent's render with the same props must not reach the part while it is still the server's HTML.
  // React would take that for an update of a boundary not yet hydrated, drop the HTML and render the part afresh
  // (the fallback until the chunk is in, then every element created anew) in place of hydrating it.
  return Object.assign(memo(HydrateLater), { styles: part.styles });
}

/**
 * Counts the page's later parts whose chunk has not arrived in `data-later-parts` on the document element (with
 * `data-hydrated`, what browser tests wait for before typing into a part). Effects run children first, so a part
 * whose chunk was already in is never counted.
 */
function useLaterPartCount() {
  const state = useRef<'new' | 'waiting' | 'loaded'>('new');
  useEffect(() => {
    if (state.current === 'new') {
      state.current = 'waiting';
      countLaterParts(1);
    }
    return () => {
      if (state.current === 'waiting') {
        state.current = 'new';
        countLaterParts(-1);
      }
    };
  }, []);
  return useCallback(() => {
    if (state.current === 'waiting') countLaterParts(-1);
    state.current = 'loaded';
  }, []);
}

function countLaterParts(change: 1 | -1) {
  const data = document.documentElement.dataset;
  data['laterParts'] = String(Number(data['laterParts'] ?? 0) + change);
}

function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}
