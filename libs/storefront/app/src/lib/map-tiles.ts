/**
 * The location finder's map tiles (README "Configuration"): `MAP_TILE_URL`, a Leaflet URL template such as
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png`, and `MAP_TILE_ATTRIBUTION`, the credit the tile provider asks for.
 * Without a tile URL the finder shows its list and the "map could not be loaded" notice.
 */
export interface MapTiles {
  url: string;
  attribution: string;
  /** The CSP source of the tiles, `{s}` subdomains as a wildcard, e.g. `https://*.tile.example.org`. */
  source: string;
}

export function mapTiles(env: Record<string, string | undefined>): MapTiles | null {
  const url = env['MAP_TILE_URL']?.trim();
  if (!url) return null;
  const match = /^(https?):\/\/([^/]+)\//.exec(url);
  const host = match?.[2]?.replace(/\{s\}/g, '*') ?? '';
  if (!match || !/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host) || !url.includes('{z}') || !url.includes('{x}') || !url.includes('{y}')) {
    throw new Error(`MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got ${url}`);
  }
  return { url, attribution: env['MAP_TILE_ATTRIBUTION']?.trim() ?? '', source: `${match[1]}://${host}` };
}
