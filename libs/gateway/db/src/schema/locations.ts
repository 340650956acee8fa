import { doublePrecision, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { cardBrands } from './catalogue';
import { stores } from './stores';

export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** Hours that hold on some days of the week (schema.org OpeningHoursSpecification): local times `HH:MM`. */
export interface OpeningHoursSpec {
  days: Weekday[];
  opens: string;
  closes: string;
}

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
    /** The week's opening hours; null where they are not known. */
    openingHours: jsonb('opening_hours').$type<OpeningHoursSpec[]>(),
  },
  (t) => [index('locations_store_lat_lon').on(t.storeId, t.lat, t.lon), index('locations_brand').on(t.brandId)],
);
