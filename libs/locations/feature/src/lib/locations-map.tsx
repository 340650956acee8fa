import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { mapFailed, mapLeft, mapReady, mapShown, selectMapStatus } from '@giftshop/locations-data-access';
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

/**
 * The finder's map: Leaflet and the tile settings (`/map-tiles.json`) are loaded only once the map's box comes on
 * screen, so neither is in the page's first bundle. No tile URL, or tiles that do not load, show the notice instead;
 * the list beside it always works. Markers are links to the location pages (Enter opens one). The map's status is
 * the locations slice's, started afresh on every finder visit.
 */
export function LocationsMap({ locations }: { locations: MapLocation[] }) {
  const m = useMessages(locationsMessages);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const state = useSelector(selectMapStatus);
  const dispatch = useDispatch();
  const [visible, setVisible] = useState(false);

  useEffect(() => () => void dispatch(mapLeft()), [dispatch]);

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
    dispatch(mapShown());
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
          onReady: () => !cancelled && dispatch(mapReady()),
          onFail: () => !cancelled && dispatch(mapFailed()),
        });
      } catch {
        if (!cancelled) dispatch(mapFailed());
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [visible, locations, m.map, navigate, dispatch]);

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
