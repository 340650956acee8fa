import MarkdownIt from 'markdown-it';

/** Content is Markdown only: raw HTML in it is shown as text (`html: false`); javascript: and similar links are refused. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

/** Links to other sites open in a new tab (spec §2). */
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (/^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Content page Markdown as HTML that is safe to insert into a page. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
