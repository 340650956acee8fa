/**
 * node:http plus the gateway's own SQL for the products read (same repository and mapping code), no GraphQL:
 * the ceiling for uncached reads.
 */
import { createServer } from 'node:http';
import { hydrateProducts, catalogueRepository } from '@giftshop/gateway-catalogue-data';
import { StoreRegistry, resolveScope } from '@giftshop/gateway-core';
import { openPostgres } from '@giftshop/gateway-db';
import { PRODUCTS_VARIABLES } from './products-query';

async function main() {
  const handle = await openPostgres(process.env['DATABASE_URL'] as string);
  const stores = await StoreRegistry.load(handle.db);
  const scope = resolveScope(stores, PRODUCTS_VARIABLES.userData);
  const { itemsPerPage, pageNumber } = PRODUCTS_VARIABLES.paging;
  createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const { rows, total } = await catalogueRepository.findProducts(handle.db, { storeId: scope.store.id, limit: itemsPerPage, offset: (pageNumber - 1) * itemsPerPage });
      // The fields the benchmarked GraphQL query selects, so both answers carry the same JSON.
      const items = (await hydrateProducts(handle.db, scope, rows)).map((p) => ({
        id: String(p.id), title: p.title, description: p.description, path: p.path, productType: p.productType, showHand: p.showHand,
        showShadow: p.showShadow, image: p.image, backgroundColor: p.backgroundColor, fixedValues: p.fixedValues, variationsToShow: p.variationsToShow,
      }));
      const pageInfo = { total, pageNumber, itemsPerPage, hasNextPage: pageNumber * itemsPerPage < total };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ data: { products: { products: { items, pageInfo }, errors: [] } } }));
    });
  }).listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));
}

void main();
