const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A cached page's document without React Router's `<link rel="modulepreload">` of every chunk the page imports
 * (50–60 files): on a phone's link they were all asked for before the first paint and shared its bandwidth with the
 * image the page is about. The module script at the end of the body still imports the entry and the route modules,
 * and the browser fetches what they import from there; when hydrating, React adds the links to the head again.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}
