import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while rendering on the server and hydrating, true after: the login belongs to the browser's cookie. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
