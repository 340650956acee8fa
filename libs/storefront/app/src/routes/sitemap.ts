import type { LoaderFunctionArgs } from 'react-router';
import { loadQuery, toUserData } from '@giftshop/shared-data-access';
import { graphql } from '@giftshop/shared-graphql';

const SitemapQuery = graphql(`
  query Sitemap($userData: UserDataInput!) {
    sitemap(userData: $userData) {
      entries { path lastModified }
      errors { code message }
    }
  }
`);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** sitemap.xml of every indexable page, on the brand's canonical origin. */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = await loadQuery(context, SitemapQuery, { userData: toUserData(context.settings) });
  const entries = data.sitemap.entries ?? [];
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(context.settings.origin + entry.path)}</loc>${lastmod}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
