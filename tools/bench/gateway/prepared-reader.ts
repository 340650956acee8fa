/**
 * The floor of uncached catalogue reads: node:http and pg with one named prepared statement per request (the page of
 * products chosen and counted first, then their active variations' values and types: one round trip), answering the
 * same JSON as the gateway's products query. Written by hand for this one read; it shares no code with the gateway.
 */
import { createServer } from 'node:http';
import { Pool } from 'pg';
import { PRODUCTS_VARIABLES } from './products-query';

const PRODUCT_PAGE = {
  name: 'bench_product_page',
  text: `with page as (
      select p.id, count(*) over () as total from products p
      where p.store_id = $1 and p.active and not p.is_test
      order by p.popularity desc, p.id
      limit $2 offset $3)
    select p.id::text as id, p.title, p.description, p.slug, p.product_type, p.show_hand, p.show_shadow,
      p.background_color, page.total::int as total,
      (select coalesce(array_agg(distinct value order by value), '{}') from variations v, unnest(v.fixed_values) value
        where v.product_id = p.id and v.active) as fixed_values,
      (select coalesce(array_agg(v.variation_type::text order by v.variation_type), '{}') from variations v
        where v.product_id = p.id and v.active) as variation_types
    from page join products p on p.id = page.id
    order by p.popularity desc, p.id`,
};

interface ProductPageRow {
  id: string;
  title: string;
  description: string;
  slug: string;
  product_type: string;
  show_hand: boolean;
  show_shadow: boolean;
  background_color: string;
  total: number;
  fixed_values: number[];
  variation_types: string[];
}

const PRODUCT_WORD: Record<string, string> = { en: 'gift-cards', nl: 'cadeaubonnen' };

const money = (minorUnits: number, currency: string) => ({
  minorUnits,
  value: `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`,
  currency,
});

async function main() {
  const pool = new Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
  const { storeID, language } = PRODUCTS_VARIABLES.userData;
  const { itemsPerPage, pageNumber } = PRODUCTS_VARIABLES.paging;
  const [store] = (await pool.query<{ currency: string }>('select trim(currency) as currency from stores where id = $1', [storeID])).rows;
  const currency = store.currency;
  createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const { rows } = await pool.query<ProductPageRow>({ ...PRODUCT_PAGE, values: [storeID, itemsPerPage, (pageNumber - 1) * itemsPerPage] });
      const items = rows.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        path: `/${PRODUCT_WORD[language]}/${p.slug}/`,
        productType: p.product_type,
        showHand: p.show_hand,
        showShadow: p.show_shadow,
        image: { url: { type: 'RELATIVE', href: `/card-art/${storeID}/${p.slug}.svg` }, alt: p.title },
        backgroundColor: { color: p.background_color, opacity: 1 },
        fixedValues: p.fixed_values.map((value) => money(value, currency)),
        variationsToShow: p.variation_types,
      }));
      const total = rows[0]?.total ?? 0;
      const pageInfo = { total, pageNumber, itemsPerPage, hasNextPage: pageNumber * itemsPerPage < total };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ data: { products: { products: { items, pageInfo }, errors: [] } } }));
    });
  }).listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));
}

void main();
