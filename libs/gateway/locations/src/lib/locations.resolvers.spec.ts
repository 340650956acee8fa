import { execute, parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { baseTypeDefs } from '@giftshop/gateway-core';
import { createTestContext, testUserData } from '@giftshop/gateway-core/testing';
import { cardBrands, locations, products, storeLanguages, stores, type DatabaseHandle } from '@giftshop/gateway-db';
import { openMigratedPglite } from '@giftshop/gateway-db/testing';
import { locationsResolvers } from './locations.resolvers';
import { locationsTypeDefs } from './locations.sdl';

const schema = createSchema({ typeDefs: [baseTypeDefs, locationsTypeDefs], resolvers: [locationsResolvers] });

const LOCATIONS = /* GraphQL */ `
  query Locations($userData: UserDataInput!, $filters: LocationFiltersInput, $paging: PagingInput) {
    locations(userData: $userData, filters: $filters, paging: $paging) {
      locations { items { slug name city path brandName lat lon } pageInfo { total pageNumber itemsPerPage hasNextPage } }
      errors { code referencedRequestParameter }
    }
  }`;
const LOCATION = /* GraphQL */ `
  query Location($userData: UserDataInput!, $productSlug: String!, $locationSlug: String!) {
    location(userData: $userData, productSlug: $productSlug, locationSlug: $locationSlug) {
      location { name street houseNumber postCode city administrativeArea countryCode website path brandName openingHours { days opens closes } }
      errors { code referencedRequestParameter }
    }
  }`;
const SUGGESTIONS = /* GraphQL */ `
  query Suggestions($userData: UserDataInput!, $filters: LocationSuggestionFiltersInput!, $paging: PagingInput) {
    getLocationAddressSuggestions(userData: $userData, filters: $filters, paging: $paging) {
      suggestions { label countryCode administrativeArea locality }
      errors { code referencedRequestParameter }
    }
  }`;

const manchesterBounds = { latmin: 53.4, latmax: 53.55, lonmin: -2.35, lonmax: -2.1 };

describe('locations (PGlite)', () => {
  let handle: DatabaseHandle;

  /** Runs an operation and returns its root field; GraphQL errors fail the test. */
  async function ask<T = Record<string, unknown>>(source: string, variables: Record<string, unknown>): Promise<T> {
    const result = await execute({ schema, document: parse(source), variableValues: { userData: testUserData, ...variables }, contextValue: createTestContext({ db: handle.db }) });
    expect(result.errors).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  }
  const list = (filters: Record<string, unknown> | null, paging?: Record<string, number>) =>
    ask<{ locations: { items: { slug: string; city: string; path: string }[]; pageInfo: Record<string, unknown> } }>(LOCATIONS, { filters, paging });
  const suggest = (text: string, countryCode?: string) =>
    ask<{ suggestions: { label: string; locality: string | null }[] | null; errors: unknown[] }>(SUGGESTIONS, { filters: { text, countryCode } });

  beforeAll(async () => {
    handle = await openMigratedPglite();
    const db = handle.db;
    await db.insert(stores).values({
      id: 48, buildKey: 'GCUK', brandFamily: 'GCUK', name: 'UK', countryCode: 'GB', currency: 'GBP', origin: 'https://uk.example',
      timeZone: 'Europe/London', productPath: 'gift-cards', hasCatalogue: true,
    });
    await db.insert(storeLanguages).values({ storeId: 48, languageCode: 'en', locale: 'en-gb', isDefault: true, searchConfig: 'english' });
    const [pine, kettle] = await db
      .insert(cardBrands)
      .values([{ storeId: 48, slug: 'harbour-and-pine', name: 'Harbour & Pine', color: '#0b3d2e' }, { storeId: 48, slug: 'copper-kettle', name: 'Copper Kettle', color: '#b87333' }])
      .returning();
    const product = { storeId: 48, description: 'Dinner by the water.', productType: 'GIFT_CARD' as const, backgroundColor: '#0b3d2e' };
    await db.insert(products).values([
      { ...product, brandId: pine.id, slug: 'harbour-and-pine-gift-card', title: 'Harbour & Pine', popularity: 10 },
      { ...product, brandId: pine.id, slug: 'harbour-and-pine-dinner-card', title: 'Harbour & Pine Dinner', popularity: 5 },
      { ...product, brandId: kettle.id, slug: 'copper-kettle-gift-card', title: 'Copper Kettle', popularity: 7 },
    ]);
    const place = { storeId: 48, countryCode: 'GB', website: 'https://example.com/' };
    const manchester = { ...place, city: 'Manchester', administrativeArea: 'Greater Manchester' };
    const leeds = { ...place, city: 'Leeds', administrativeArea: 'West Yorkshire' };
    await db.insert(locations).values([
      { ...manchester, brandId: pine.id, slug: 'deansgate', name: 'Harbour & Pine Deansgate', street: 'Deansgate', houseNumber: '100', postCode: 'M3 2GP', lat: 53.4794, lon: -2.2487 },
      { ...manchester, brandId: kettle.id, slug: 'piccadilly', name: 'Copper Kettle Piccadilly', street: 'Piccadilly', houseNumber: '12', postCode: 'M1 1RG', lat: 53.4808, lon: -2.2365,
        openingHours: [{ days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'], opens: '09:00', closes: '17:30' }, { days: ['SUNDAY'], opens: '11:00', closes: '17:00' }] },
      { ...leeds, brandId: pine.id, slug: 'briggate', name: 'Harbour & Pine Briggate', street: 'Briggate', houseNumber: '40', postCode: 'LS1 6HD', lat: 53.7986, lon: -1.543 },
      { ...leeds, brandId: kettle.id, slug: 'the-headrow', name: 'Copper Kettle Headrow', street: 'The Headrow', houseNumber: '7', postCode: 'LS1 8EQ', lat: 53.8, lon: -1.5475 },
    ]);
  }, 60_000);
  afterAll(() => handle.close());

  it('lists every location by city then name, under the brand’s most popular gift card', async () => {
    const { locations: page } = await list(null);
    expect(page.items.map((l) => l.slug)).toEqual(['the-headrow', 'briggate', 'piccadilly', 'deansgate']);
    expect(page.items[1].path).toBe('/gift-cards/harbour-and-pine-gift-card/location/briggate/');
    expect(page.pageInfo).toEqual({ total: 4, pageNumber: 1, itemsPerPage: 50, hasNextPage: false });
  });

  it('returns only the locations inside the map bounds', async () => {
    const { locations: page } = await list(manchesterBounds);
    expect(page.items.map((l) => l.slug)).toEqual(['piccadilly', 'deansgate']);
    expect(page.pageInfo).toMatchObject({ total: 2 });
  });

  it('reads a western edge east of the eastern edge as a box across the 180th meridian', async () => {
    const { locations: page } = await list({ latmin: 50, latmax: 55, lonmin: 0, lonmax: -2 });
    expect(page.items.map((l) => l.slug)).toEqual(['piccadilly', 'deansgate']);
  });

  it('ignores the bounds when one of the four is missing', async () => {
    const { lonmax: _ignored, ...threeBounds } = manchesterBounds;
    expect((await list(threeBounds)).locations.pageInfo).toMatchObject({ total: 4 });
  });

  it('narrows to the locations of a gift card’s brand and links them under that card', async () => {
    const { locations: page } = await list({ productSlug: 'harbour-and-pine-dinner-card' });
    expect(page.items.map((l) => l.slug)).toEqual(['briggate', 'deansgate']);
    expect(page.items[1].path).toBe('/gift-cards/harbour-and-pine-dinner-card/location/deansgate/');
    expect((await list({ productSlug: 'no-such-card' })).locations.items).toEqual([]);
  });

  it('narrows to a city, whatever its case', async () => {
    expect((await list({ city: 'leeds' })).locations.items.map((l) => l.city)).toEqual(['Leeds', 'Leeds']);
  });

  it('pages the list', async () => {
    expect((await list(null, { itemsPerPage: 3 })).locations.pageInfo).toEqual({ total: 4, pageNumber: 1, itemsPerPage: 3, hasNextPage: true });
    const second = await list(null, { itemsPerPage: 3, pageNumber: 2 });
    expect(second.locations.items.map((l) => l.slug)).toEqual(['deansgate']);
    expect((await list(null, { itemsPerPage: 3, pageNumber: 9 })).locations).toMatchObject({ items: [], pageInfo: { total: 4, hasNextPage: false } });
  });

  it('finds one location of a gift card’s brand and refuses another brand’s', async () => {
    const found = await ask(LOCATION, { productSlug: 'copper-kettle-gift-card', locationSlug: 'piccadilly' });
    expect(found).toMatchObject({ errors: [], location: { name: 'Copper Kettle Piccadilly', postCode: 'M1 1RG', brandName: 'Copper Kettle' } });
    expect(found).toMatchObject({ location: { path: '/gift-cards/copper-kettle-gift-card/location/piccadilly/' } });
    expect(found).toMatchObject({ location: { openingHours: [{ days: expect.arrayContaining(['MONDAY', 'SATURDAY']), opens: '09:00', closes: '17:30' }, { days: ['SUNDAY'], opens: '11:00', closes: '17:00' }] } });
    expect(await ask(LOCATION, { productSlug: 'harbour-and-pine-gift-card', locationSlug: 'deansgate' })).toMatchObject({ location: { openingHours: null } });
    const missing = await ask(LOCATION, { productSlug: 'harbour-and-pine-gift-card', locationSlug: 'piccadilly' });
    expect(missing).toEqual({ location: null, errors: [{ code: 1005, referencedRequestParameter: 'locationSlug' }] });
  });

  it('suggests a city by prefix and despite a typo', async () => {
    const manchester = { label: 'Manchester, Greater Manchester', countryCode: 'GB', administrativeArea: 'Greater Manchester', locality: 'Manchester' };
    expect((await suggest('manch')).suggestions?.[0]).toEqual(manchester);
    expect((await suggest('Manchster')).suggestions).toContainEqual(manchester);
    expect((await suggest('york')).suggestions).toEqual([{ label: 'West Yorkshire', countryCode: 'GB', administrativeArea: 'West Yorkshire', locality: null }]);
  });

  it('suggests postcode districts', async () => {
    expect((await suggest('m1')).suggestions?.map((s) => s.label)).toEqual(['M1, Manchester']);
    expect((await suggest('LS1 6')).suggestions?.map((s) => s.label)).toEqual(['LS1, Leeds']);
  });

  it('suggests only places in the requested country', async () => {
    expect((await suggest('leeds', 'gb')).suggestions?.map((s) => s.label)).toEqual(['Leeds, West Yorkshire']);
    expect((await suggest('leeds', 'NL')).suggestions).toEqual([]);
  });

  it('refuses a suggestion text under 2 characters', async () => {
    expect(await suggest('M')).toEqual({ suggestions: null, errors: [{ code: 1004, referencedRequestParameter: 'filters.text' }] });
  });

  it('answers an unknown store with code 1001', async () => {
    const result = await ask(LOCATIONS, { userData: { ...testUserData, storeID: 99 } });
    expect(result).toEqual({ locations: null, errors: [{ code: 1001, referencedRequestParameter: 'userData.storeID' }] });
  });
});
