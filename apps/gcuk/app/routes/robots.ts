import type { LoaderFunctionArgs } from 'react-router';

/** robots.txt: everything but the visitor's own pages is crawlable; the sitemap is on the same origin. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /basket/',
    'Disallow: /order/',
    'Disallow: /account/',
    'Disallow: /*?s=',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
