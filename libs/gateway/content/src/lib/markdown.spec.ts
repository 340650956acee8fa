import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists and links', () => {
    const html = renderMarkdown('## Delivery\n\n- Same day\n- [Contact](/support/contact-us/)');
    expect(html).toContain('<h2>Delivery</h2>');
    expect(html).toContain('<li>Same day</li>');
    expect(html).toContain('<a href="/support/contact-us/">Contact</a>');
  });

  it('shows raw HTML as text', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it("refuses unsafe link targets and opens other sites in a new tab", () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href');
    expect(renderMarkdown('[x](https://example.com/)')).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('puts the language prefix before the store’s own links only', () => {
    const html = renderMarkdown('[Contact](/service-client/contact/), [x](https://example.com/), [y](//cdn.example.com/)', '/fr');
    expect(html).toContain('<a href="/fr/service-client/contact/">Contact</a>');
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('href="//cdn.example.com/"');
  });
});
