import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

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
 * task of its own after the rest of the page (the server's HTML stays as it is meanwhile). The server renders the
 * component itself: a lazy one would make React send the part after the page, hidden until a script shows it, so
 * visitors without JavaScript and crawlers would not see it (whole documents also keep every boundary in place:
 * `progressiveChunkSize` in entry.server.tsx). Callers choose with `import.meta.env.SSR`, a build-time constant, so
 * that the browser build drops the static import.
 */
export function hydrateLater<P extends object>(part: LaterPart<P>, fallback: (props: P) => ReactNode = () => null) {
  const Part = 'component' in part ? part.component : lazy(async () => ({ default: await part.load() }));
  function HydrateLater(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  HydrateLater.styles = 'styles' in part ? part.styles : undefined;
  return HydrateLater;
}
