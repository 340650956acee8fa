/**
 * The visitor's country from the gateway's `GET /ip` (spec §7), or null when it is unknown or the call fails: the
 * banner it feeds is optional, so failures stay silent.
 */
export async function fetchIpCountry(fetcher: typeof fetch = fetch, url = '/ip'): Promise<string | null> {
  try {
    const response = await fetcher(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { country_code?: unknown };
    const country = body.country_code;
    return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  } catch {
    return null;
  }
}
