import { configureStore } from '@reduxjs/toolkit';
import { locationsReducers, mapFailed, mapLeft, mapReady, mapShown, selectMapStatus } from './locations.slice';

const makeStore = () => configureStore({ reducer: locationsReducers });

describe('locations slice', () => {
  it('waits for the map box, loads, and is ready once a tile loaded', () => {
    const store = makeStore();
    expect(selectMapStatus(store.getState())).toBe('waiting');
    store.dispatch(mapShown());
    expect(selectMapStatus(store.getState())).toBe('loading');
    store.dispatch(mapReady());
    expect(selectMapStatus(store.getState())).toBe('ready');
  });

  it('fails, and starts waiting again on the next finder page', () => {
    const store = makeStore();
    store.dispatch(mapShown());
    store.dispatch(mapFailed());
    expect(selectMapStatus(store.getState())).toBe('failed');
    store.dispatch(mapLeft());
    expect(selectMapStatus(store.getState())).toBe('waiting');
  });
});
