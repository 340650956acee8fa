import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useStore } from '@giftshop/shared-data-access';
import { locationPaths, type LocationsInput } from './locations.data';

/** What the finder's pages build their variables and links from, stable while the URL stays the same. */
export function useLocationsInput() {
  const store = useStore();
  const { pathname, search } = useLocation();
  const { product, location } = useParams();
  return useMemo(() => {
    const input: LocationsInput = { store, pathname, params: { product, location }, search: new URLSearchParams(search) };
    return { input, paths: locationPaths(store.language, pathname) };
  }, [store, pathname, product, location, search]);
}
