import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true afterwards: the cart and payments belong to the visitor's browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
