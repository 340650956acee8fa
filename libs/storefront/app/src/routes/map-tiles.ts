import { mapTiles } from '../lib/map-tiles';

const tiles = mapTiles(process.env);

/** `/map-tiles.json`: the finder map's tile template and attribution, fetched when a map comes on screen. */
export function loader() {
  return Response.json(tiles ? { url: tiles.url, attribution: tiles.attribution } : { url: null, attribution: '' }, {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
