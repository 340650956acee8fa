/**
 * What the smoke test reads from a page's server HTML: enough string matching for markup React renders in one known
 * shape, not an HTML parser.
 */
const ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => ENTITIES[name]);

const attribute = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'));
  return match ? decode(match[1]) : undefined;
};

/** The page's text content, roughly: tags dropped, entities decoded. */
export const text = (html) => decode(html.replace(/<[^>]+>/g, ' '));

export const documentLang = (html) => attribute(html.match(/<html\b[^>]*>/i)?.[0] ?? '', 'lang');

export const title = (html) => {
  const match = html.match(/<title>([^<]*)<\/title>/i);
  return match ? decode(match[1]) : undefined;
};

/** The header logo's files: the `<source srcSet>` and `<img src>` inside the `#site-logo` link. */
export function headerLogoSources(html) {
  const start = html.search(/<a\b[^>]*\sid="site-logo"/i);
  if (start === -1) return [];
  const link = html.slice(start, html.indexOf('</a>', start));
  const sources = [...link.matchAll(/<source\b[^>]*>/gi)].map((tag) => attribute(tag[0], 'srcSet'));
  const images = [...link.matchAll(/<img\b[^>]*>/gi)].map((tag) => attribute(tag[0], 'src'));
  return [...sources, ...images].filter(Boolean);
}

/** The parsed `application/ld+json` blocks of the page; one that does not parse is returned as its error. */
export function jsonLd(html) {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => {
    try {
      return JSON.parse(match[1]);
    } catch (error) {
      return { parseError: error.message };
    }
  });
}

/** The distinct site-relative link targets of the page (`href="/…"`), without query or fragment. */
export const links = (html) => [
  ...new Set(
    [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/gi)].map((match) => decode(match[1]).replace(/[?#].*$/, '')),
  ),
];
