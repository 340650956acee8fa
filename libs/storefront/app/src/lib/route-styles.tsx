import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { Links, UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/** The text of a built stylesheet by its href, or undefined for one that is not to be inlined. */
export type StyleText = (href: string) => string | undefined;

const ServerStyles = createContext<StyleText | undefined>(undefined);

/** The server's reader of the built stylesheets (entry.server.tsx; none under Vite's development server). */
export function InlineStylesProvider({ styles, children }: { styles: StyleText | undefined; children: ReactNode }) {
  return <ServerStyles.Provider value={styles}>{children}</ServerStyles.Provider>;
}

const INLINED = 'style[data-href]';
/** React's types leave out `disabled` on `<link>`, which HTML has for stylesheets. */
const NOT_LOADED = { disabled: true };
let documentStyles: ReadonlyMap<string, string> | undefined;

/**
 * The stylesheets the server put in the document, read once, before hydration changes anything: the browser renders
 * the same elements from them, and again when a client navigation comes back to a page that uses them.
 */
function inlinedInDocument(): ReadonlyMap<string, string> {
  documentStyles ??= new Map(
    [...document.querySelectorAll<HTMLStyleElement>(INLINED)].map((element) => [element.dataset['href'] ?? '', element.textContent ?? '']),
  );
  return documentStyles;
}

/** Forgets what the document held (tests render more than one document). */
export function forgetInlinedStyles() {
  documentStyles = undefined;
}

/**
 * The matched routes' stylesheets, in React Router's order. A stylesheet the server can read is inlined in a `<style>`
 * (no render-blocking request; the CSP hashes cover it on cached pages, the nonce on the others), followed by a
 * disabled `<link>` of the same href, which the browser does not fetch but which tells Vite's preloader and React
 * Router's style prefetch that the stylesheet is on the page, so neither loads it again (a second copy at the end of
 * the head would reorder the cascade). A stylesheet the page did not inline (a client navigation's) is an ordinary
 * `<link>`. Without inlined styles (the development server) this is React Router's `<Links>`.
 */
export function RouteStyles({ nonce }: { nonce: string | undefined }) {
  const server = useContext(ServerStyles);
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const text = useMemo<StyleText | undefined>(() => {
    if (server || typeof document === 'undefined') return server;
    const inlined = inlinedInDocument();
    return inlined.size > 0 ? (href) => inlined.get(href) : undefined;
  }, [server]);
  if (!text || !framework) return <Links nonce={nonce} />;
  const hrefs = [...new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []))];
  return (
    <>
      {hrefs.map((href) => {
        const css = text(href);
        if (css === undefined) return <link key={href} rel="stylesheet" href={href} nonce={nonce} />;
        return (
          <Fragment key={href}>
            <style data-href={href} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
            <link rel="stylesheet" href={href} {...NOT_LOADED} />
          </Fragment>
        );
      })}
    </>
  );
}
