const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * A link is external when it is an absolute URL not on the brand's own host (spec §2); external links open in a
 * new tab. `mailto:` and `tel:` links are neither: they stay in the tab.
 */
export function isExternalLink(href: string, brandHost: string): boolean {
  if (!ABSOLUTE.test(href)) return false;
  try {
    const url = new URL(href, 'https://placeholder.invalid');
    return url.host.toLowerCase() !== brandHost.toLowerCase();
  } catch {
    return false;
  }
}

/** The site-relative form of a link on the brand's own host (`https://host/a/?b` → `/a/?b`); others unchanged. */
export function toRelativeLink(href: string, brandHost: string): string {
  if (!ABSOLUTE.test(href) || isExternalLink(href, brandHost)) return href;
  const url = new URL(href, 'https://placeholder.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}
