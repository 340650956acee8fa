import { configureStore } from '@reduxjs/toolkit';
import { errorRaised, errorReset, modalClosed, modalOpened, modalsSlice, pickServiceError, selectModalOpen } from './modals.slice';

const makeStore = () => configureStore({ reducer: { modals: modalsSlice.reducer } });

describe('modals slice', () => {
  it('replaces open modals unless asked to keep them', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ id: 'search' }));
    store.dispatch(modalOpened({ id: 'storeSwitcher' }));
    expect(store.getState().modals.open).toEqual(['storeSwitcher']);
    store.dispatch(modalOpened({ id: 'error', keepOthers: true }));
    expect(store.getState().modals.open).toEqual(['storeSwitcher', 'error']);
  });

  it('closes only the modal asked for', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ id: 'a' }));
    store.dispatch(modalOpened({ id: 'b', keepOthers: true }));
    store.dispatch(modalClosed('a'));
    expect(selectModalOpen(store.getState(), 'a')).toBe(false);
    expect(selectModalOpen(store.getState(), 'b')).toBe(true);
  });

  it('holds the error until it is reset', () => {
    const store = makeStore();
    store.dispatch(errorRaised({ code: 2031, message: 'Out of stock' }));
    expect(store.getState().modals.error?.code).toBe(2031);
    store.dispatch(errorReset());
    expect(store.getState().modals.error).toBeNull();
  });

  it('picks the first error of an answer', () => {
    expect(pickServiceError([])).toBeNull();
    expect(pickServiceError([{ code: 2030, message: 'a' }, { code: -1, message: 'b' }])?.code).toBe(2030);
  });
});
