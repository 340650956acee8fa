import { readBannerDismissal } from './banner-dismissal';
import { fetchIpCountry } from './ip-country';

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchIpCountry', () => {
  it('reads the country code of the visitor', async () => {
    expect(await fetchIpCountry(answer(200, { country_code: 'nl' }))).toBe('NL');
  });

  it('gives null for unknown countries and failed calls', async () => {
    expect(await fetchIpCountry(answer(200, { country_code: null }))).toBeNull();
    expect(await fetchIpCountry(answer(200, { country_code: '<b>' }))).toBeNull();
    expect(await fetchIpCountry(answer(502, {}))).toBeNull();
    expect(await fetchIpCountry((async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toBeNull();
  });
});

describe('readBannerDismissal', () => {
  it('ignores values that are not times', () => {
    const storage = { getItem: () => 'soon' } as unknown as Storage;
    expect(readBannerDismissal(storage)).toBeNull();
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(readBannerDismissal(broken)).toBeNull();
  });
});
