import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** The component on the server, its dynamic import in the browser: `import.meta.env.SSR ? { component } : { load }`. */
export type LaterPart<P> = { component: ComponentType<P> } | { load: () => Promise<ComponentType<P>> };

/**
 * A part of the page that the server renders in place and the browser hydrates once its own chunk has loaded, in a
 * task of its own after the rest of the page (the server's HTML stays as it is meanwhile). The server renders the
 * component itself: a lazy one would make React send the part after the page, hidden until a script shows it, so
 * visitors without JavaScript and crawlers would not see it. Callers choose with `import.meta.env.SSR`, a build-time
 * constant, so that the browser build drops the static import.
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
  return HydrateLater;
}
