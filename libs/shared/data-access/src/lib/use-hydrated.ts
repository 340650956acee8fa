import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards: for data that belongs to the visitor's browser (the
 * cart, the login, payments), which the gateway knows only by the session cookie.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
