import { createTestApp, UK, type TestApp } from './testing/test-app';

const LOCATIONS = /* GraphQL */ `
  query($u: UserDataInput!, $f: LocationFiltersInput, $p: PagingInput) {
    locations(userData: $u, filters: $f, paging: $p) {
      locations { items { name city lat lon path } pageInfo { total } }
      errors { code }
    }
  }`;

/** Central London, roughly zone 1. */
const LONDON = { latmin: 51.48, latmax: 51.54, lonmin: -0.2, lonmax: -0.05 };

describe('locations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has 300+ seeded locations across UK cities', async () => {
    const { data } = await app.graphql(LOCATIONS, { u: UK, p: { itemsPerPage: 500 } });
    const { items, pageInfo } = data.locations.locations;
    expect(pageInfo.total).toBeGreaterThanOrEqual(300);
    expect(new Set(items.map((l: { city: string }) => l.city)).size).toBeGreaterThanOrEqual(15);
  });

  it('keeps to the map bounds when all four are given', async () => {
    const { data } = await app.graphql(LOCATIONS, { u: UK, f: LONDON, p: { itemsPerPage: 500 } });
    const items = data.locations.locations.items;
    expect(items.length).toBeGreaterThan(0);
    for (const l of items) {
      expect(l.lat).toBeGreaterThanOrEqual(LONDON.latmin);
      expect(l.lat).toBeLessThanOrEqual(LONDON.latmax);
      expect(l.lon).toBeGreaterThanOrEqual(LONDON.lonmin);
      expect(l.lon).toBeLessThanOrEqual(LONDON.lonmax);
      expect(l.path).toMatch(/^\/gift-cards\/[a-z0-9-]+\/location\/[a-z0-9-]+\/$/);
    }
  });

  it('suggests places for a part of a name and for a misspelling', async () => {
    const query = `query($u: UserDataInput!, $t: String!) { getLocationAddressSuggestions(userData: $u, filters: { text: $t }) { suggestions { label locality } errors { code } } }`;
    for (const text of ['manch', 'Manchster']) {
      const { data } = await app.graphql(query, { u: UK, t: text });
      expect(data.getLocationAddressSuggestions.suggestions.map((s: { label: string }) => s.label)).toContain('Manchester, Greater Manchester');
    }
  });
});
