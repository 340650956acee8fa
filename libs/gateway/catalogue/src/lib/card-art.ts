import { and, eq } from 'drizzle-orm';
import { cardBrands, cardBrandTexts, cardBrandTextsIn, localizedCardBrand, localizedProduct, products, productTexts, productTextsIn } from '@giftshop/gateway-db';
import type { HttpRoute } from '@giftshop/gateway-core';

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Card art: the brand colour and name on a card-shaped SVG. Generated, so no image is fetched from outside. */
export function renderCardArt(name: string, color: string): string {
  const words = name.split(' ');
  const lines = name.length > 18 && words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  const text = lines
    .map((line, i) => `<text x="24" y="${lines.length === 1 ? 118 : 104 + i * 30}" font-size="26" font-weight="700">${xml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="340" height="214" viewBox="0 0 340 214" role="img" aria-label="${xml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.78"/></linearGradient></defs>
<rect width="340" height="214" rx="16" fill="url(#g)"/><rect x="24" y="28" width="44" height="32" rx="6" fill="#fff" fill-opacity="0.35"/>
<g fill="#fff" font-family="Helvetica, Arial, sans-serif">${text}</g></svg>`;
}

/** `/card-art/<store>/<slug>.svg`, or `/card-art/<store>/<language>/<slug>.svg` for a store's further language. */
const PATH = /^\/card-art\/(\d{1,6})\/(?:([a-z]{2})\/)?([a-z0-9-]{1,120})\.svg$/;

export const cardArtRoute: HttpRoute = {
  method: 'GET',
  prefix: '/card-art/',
  async handle(req, res, { db }) {
    const match = PATH.exec((req.url ?? '').split('?', 1)[0]);
    const language = match?.[2] ?? '';
    const [row] = match
      ? await db
          .select({ title: localizedProduct.title, color: products.backgroundColor, brand: localizedCardBrand.name })
          .from(products)
          .leftJoin(productTexts, productTextsIn(language))
          .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
          .leftJoin(cardBrandTexts, cardBrandTextsIn(language))
          .where(and(eq(products.storeId, Number(match[1])), eq(products.slug, match[3] ?? '')))
          .limit(1)
      : [];
    if (!row) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' });
    res.end(renderCardArt(row.brand ?? row.title, row.color));
  },
};
