import { doublePrecision, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { cardBrands } from './catalogue';
import { stores } from './stores';

/** A restaurant or shop where a brand's card is accepted. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    brandId: integer('brand_id').notNull().references(() => cardBrands.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    administrativeArea: text('administrative_area').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    website: text('website').notNull(),
  },
  (t) => [index('locations_store_lat_lon').on(t.storeId, t.lat, t.lon), index('locations_brand').on(t.brandId)],
);
