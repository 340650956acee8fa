import { and, asc, count, eq, exists, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  cardBrandTexts,
  cardBrandTextsIn,
  cardBrands,
  localizedCardBrand,
  locations,
  products,
  type Database,
} from '@giftshop/gateway-db';
import type { MapBounds } from './location-rules';

export type LocationRow = typeof locations.$inferSelect & {
  brandName: string;
  /** Slug of the brand's most popular gift card on sale in the store; null when it has none. */
  topProductSlug: string | null;
};

export interface LocationQuery {
  storeId: number;
  /** The language of the brands' names (card_brand_texts, else the base row). */
  language: string;
  bounds: MapBounds | null;
  productSlug: string | null;
  city: string | null;
  limit: number;
  offset: number;
}

const onSale = and(eq(products.active, true), eq(products.isTest, false));

const columns = {
  location: locations,
  brandName: localizedCardBrand.name,
  topProductSlug: sql<string | null>`(select p.slug from ${products} p
    where p.store_id = ${locations.storeId} and p.brand_id = ${locations.brandId} and p.active and not p.is_test
    order by p.popularity desc, p.id limit 1)`,
};

function withinBounds(b: MapBounds): SQL | undefined {
  const lon = b.lonMin <= b.lonMax
    ? and(gte(locations.lon, b.lonMin), lte(locations.lon, b.lonMax))
    : or(gte(locations.lon, b.lonMin), lte(locations.lon, b.lonMax));
  return and(gte(locations.lat, b.latMin), lte(locations.lat, b.latMax), lon);
}

/** Locations accepting the gift card `productSlug`: its brand's, in the same store. */
function acceptsProduct(db: Database, storeId: number, productSlug: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.slug, productSlug), eq(products.brandId, locations.brandId), onSale)),
  );
}

const toRow = (r: { location: typeof locations.$inferSelect; brandName: string; topProductSlug: string | null }): LocationRow => ({
  ...r.location,
  brandName: r.brandName,
  topProductSlug: r.topProductSlug,
});

export async function findLocations(db: Database, q: LocationQuery): Promise<{ rows: LocationRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(locations.storeId, q.storeId)];
  if (q.bounds) conditions.push(withinBounds(q.bounds));
  if (q.productSlug !== null) conditions.push(acceptsProduct(db, q.storeId, q.productSlug));
  if (q.city !== null) conditions.push(sql`lower(${locations.city}) = lower(${q.city})`);
  const where = and(...conditions);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(locations)
    .innerJoin(cardBrands, eq(cardBrands.id, locations.brandId))
    .leftJoin(cardBrandTexts, cardBrandTextsIn(q.language))
    .where(where)
    .orderBy(asc(locations.city), asc(locations.name), asc(locations.id))
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length === 0 && q.offset > 0) {
    const [{ total }] = await db.select({ total: count() }).from(locations).where(where);
    return { rows: [], total };
  }
  return { rows: rows.map(toRow), total: rows[0]?.total ?? 0 };
}

/** A location of the brand of gift card `productSlug`, by its slug. */
export async function findLocation(
  db: Database,
  storeId: number,
  language: string,
  productSlug: string,
  locationSlug: string,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(locations)
    .innerJoin(cardBrands, eq(cardBrands.id, locations.brandId))
    .leftJoin(cardBrandTexts, cardBrandTextsIn(language))
    .where(and(eq(locations.storeId, storeId), eq(locations.slug, locationSlug), acceptsProduct(db, storeId, productSlug)))
    .orderBy(asc(locations.id))
    .limit(1);
  return row && toRow(row);
}
