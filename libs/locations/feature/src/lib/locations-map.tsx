import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '@giftshop/util-i18n';
import { locationsMessages } from './messages';
import styles from './locations.module.css';

export interface MapLocation {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** The location page, language prefix included. */
  path: string;
}

interface TileConfig {
  url: string | null;
  attribution: string;
}

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The finder's map: Leaflet and the tile settings (`/map-tiles.json`) are loaded only once the map's box comes on
 * screen, so neither is in the page's first bundle. No tile URL, or tiles that do not load, show the notice instead;
 * the list beside it always works. Markers are links to the location pages (Enter opens one).
 */
export function LocationsMap({ locations }: { locations: MapLocation[] }) {
  const m = useMessages(locationsMessages);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!visible || !element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState('loading');
    void (async () => {
      try {
        const config = (await (await fetch('/map-tiles.json')).json()) as TileConfig;
        const url = config.url;
        if (!url) throw new Error('no tile URL');
        const { showMap } = await import('./leaflet-map');
        if (cancelled) return;
        remove = showMap(element, {
          tiles: { url, attribution: config.attribution },
          locations,
          label: m.map,
          onOpen: (path) => void navigate(path),
          onReady: () => !cancelled && setState('ready'),
          onFail: () => !cancelled && setState('failed'),
        });
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [visible, locations, m.map, navigate]);

  return (
    <div className={styles.mapBox}>
      <div ref={box} className={styles.map} hidden={state === 'failed'} data-map-state={state} />
      {state === 'failed' && (
        <p className={styles.mapFailed} role="status">
          {m.mapFailed}
        </p>
      )}
    </div>
  );
}
