import { configureStore } from '@reduxjs/toolkit';
import {
  basketReducers,
  packageEditOpened,
  packagePreviewOpened,
  packageRemovalAsked,
  receiversResetAsked,
  selectEditedPackage,
  selectPreviewedPackage,
  selectRemovingPackage,
  selectResettingShipment,
} from './basket.slice';

const makeStore = () => configureStore({ reducer: basketReducers });

describe('basket slice', () => {
  it('remembers which package each modal is about, each on its own', () => {
    const store = makeStore();
    store.dispatch(packageRemovalAsked({ tag: 'digital', packageId: '301' }));
    store.dispatch(packageEditOpened({ tag: 'physical-gb-sw1a1aa', packageId: '302' }));
    expect(selectRemovingPackage(store.getState())).toEqual({ tag: 'digital', packageId: '301' });
    expect(selectEditedPackage(store.getState())).toEqual({ tag: 'physical-gb-sw1a1aa', packageId: '302' });
    expect(selectPreviewedPackage(store.getState())).toBeNull();
    store.dispatch(packagePreviewOpened({ tag: 'digital', packageId: '303' }));
    expect(selectPreviewedPackage(store.getState())?.packageId).toBe('303');
  });

  it('remembers the shipment whose receivers a reset would clear', () => {
    const store = makeStore();
    store.dispatch(receiversResetAsked('digital'));
    expect(selectResettingShipment(store.getState())).toBe('digital');
  });
});
