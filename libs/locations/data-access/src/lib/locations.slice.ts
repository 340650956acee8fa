import { createSlice } from '@reduxjs/toolkit';

/**
 * The location finder's map: waiting until its box comes on screen, loading Leaflet and the tiles, ready, or
 * failed (no tile URL, tiles that do not load), when the notice shows instead and the list beside it still works.
 */
export type MapStatus = 'waiting' | 'loading' | 'ready' | 'failed';

export interface LocationsState {
  map: MapStatus;
}

export const initialLocationsState: LocationsState = { map: 'waiting' };

export const locationsSlice = createSlice({
  name: 'locations',
  initialState: initialLocationsState,
  reducers: {
    /** The map's box came on screen, or the locations it shows changed: it is drawn again. */
    mapShown: (state) => {
      state.map = 'loading';
    },
    mapReady: (state) => {
      state.map = 'ready';
    },
    mapFailed: (state) => {
      state.map = 'failed';
    },
    /** The finder was left; the next one starts waiting for its box again. */
    mapLeft: () => initialLocationsState,
  },
});

export const { mapShown, mapReady, mapFailed, mapLeft } = locationsSlice.actions;

export type LocationsSliceState = { [locationsSlice.name]: LocationsState };

export const locationsReducers = { [locationsSlice.name]: locationsSlice.reducer };

export const selectMapStatus = (state: LocationsSliceState) => state.locations.map;
