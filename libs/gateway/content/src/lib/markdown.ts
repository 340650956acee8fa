import MarkdownIt from 'markdown-it';

/** Content is Markdown only: raw HTML in it is shown as text (`html: false`); javascript: and similar links are refused. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

/**
 * Links to other sites open in a new tab (spec §2); the store's own paths get the page's language prefix (`env.prefix`,
 * `/fr` on a bilingual store's further language), as content is written with the language's paths alone.
 */
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  } else if (typeof env?.prefix === 'string' && env.prefix && href.startsWith('/') && !href.startsWith('//')) {
    token.attrSet('href', `${env.prefix}${href}`);
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Content page Markdown as HTML that is safe to insert into a page; `prefix`, the language prefix of its links. */
export function renderMarkdown(source: string, prefix = ''): string {
  return markdown.render(source, { prefix });
}
