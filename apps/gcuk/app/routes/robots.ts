import type { LoaderFunctionArgs } from 'react-router';

/**
 * robots.txt: everything but the visitor's own pages is crawlable. The Sitemap line names the brand's canonical
 * origin (https), as sitemap.xml and every canonical link do, never the Host header of the request.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /basket/',
    'Disallow: /order/',
    'Disallow: /account/',
    'Disallow: /*?s=',
    'Allow: /',
    `Sitemap: ${context.settings.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
