import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { Links, UNSAFE_FrameworkContext as FrameworkContext, useMatches, type Params, type UIMatch } from 'react-router';

/** The text of a built stylesheet by its href, or undefined for one that is not to be inlined. */
export type StyleText = (href: string) => string | undefined;

/**
 * A route module's `handle` when the route renders another page's component that its module loads later (the
 * product route's numbered list pages): `stylesOf` names that page's route (`productList`) for the URL's params, and
 * its stylesheets join the route's own, so the server's HTML is styled before the component's chunk is in.
 */
export interface StylesHandle {
  stylesOf?: (params: Params) => string | undefined;
}

/** A match's route id and that of the page whose stylesheets it borrows, in the same language (`root:`, `en:`…). */
function styledRouteIds(match: UIMatch): string[] {
  const borrowed = (match.handle as StylesHandle | undefined)?.stylesOf?.(match.params);
  return borrowed ? [match.id, match.id.replace(/[^:]+$/, borrowed)] : [match.id];
}

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
  const hrefs = [...new Set(matches.flatMap((match) => styledRouteIds(match).flatMap((id) => framework.manifest.routes[id]?.css ?? [])))];
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
