import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapLocation } from './locations-map';
import styles from './locations.module.css';

interface ShowMapOptions {
  tiles: { url: string; attribution: string };
  locations: MapLocation[];
  label: string;
  onOpen: (path: string) => void;
  onReady: () => void;
  onFail: () => void;
}

/**
 * Draws the locations on a Leaflet map. The first tile decides: a loaded tile makes the map ready, a tile error
 * before any tile loaded (no network, a wrong template) gives up and removes the map. Returns its clean-up.
 */
export function showMap(element: HTMLElement, { tiles, locations, label, onOpen, onReady, onFail }: ShowMapOptions) {
  const map = L.map(element, { scrollWheelZoom: false });
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', label);
  let loaded = false;
  let failed = false;
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 })
    .on('tileload', () => {
      if (loaded || failed) return;
      loaded = true;
      onReady();
    })
    .on('tileerror', () => {
      if (loaded || failed) return;
      failed = true;
      onFail();
    })
    .addTo(map);
  const icon = L.divIcon({ className: styles.marker ?? '', iconSize: [16, 16] });
  const markers = locations.map((l) =>
    L.marker([l.lat, l.lon], { icon, title: l.name, alt: l.name, keyboard: true }).on('click', () => onOpen(l.path)),
  );
  const group = L.featureGroup(markers).addTo(map);
  if (markers.length) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15 });
  else map.setView([54, -2.5], 5);
  return () => map.remove();
}
