export {
  initialLocationsState,
  locationsReducers,
  locationsSlice,
  mapFailed,
  mapLeft,
  mapReady,
  mapShown,
  selectMapStatus,
  type LocationsSliceState,
  type LocationsState,
  type MapStatus,
} from './lib/locations.slice';
