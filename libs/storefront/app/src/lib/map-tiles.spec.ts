import { mapTiles } from './map-tiles';
import { contentSecurityPolicy } from './security-headers';

describe('map tiles', () => {
  it('is off without MAP_TILE_URL, and the page policy then allows no tile origin', () => {
    expect(mapTiles({})).toBeNull();
    expect(contentSecurityPolicy({ inline: { nonce: 'n' } })).toContain("img-src 'self' data: blob:;");
  });

  it('allows the configured tile origin, subdomains as a wildcard, for images and fetches only', () => {
    const tiles = mapTiles({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example' });
    expect(tiles).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example', source: 'https://*.tiles.example.org' });
    const policy = contentSecurityPolicy({ inline: { nonce: 'n' }, mapTileSource: tiles?.source });
    expect(policy).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
    expect(policy).toContain("connect-src 'self' https://*.tiles.example.org;");
    expect(policy).toContain("script-src 'self' 'nonce-n';");
  });

  it('refuses a template that is not an http(s) tile URL', () => {
    expect(() => mapTiles({ MAP_TILE_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_URL/);
    expect(() => mapTiles({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
