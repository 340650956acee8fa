import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuard {
  /** A navigation away waits for the shopper's answer. */
  asking: boolean;
  leaving: boolean;
  stay: () => void;
  leave: () => Promise<void>;
  /** Lets the page go without asking, e.g. to the payment provider or the confirmation. */
  release: () => void;
}

/**
 * Guards an unpaid order's page (spec §4: leaving it discards the order). Navigations inside the shop ask first and
 * cancel the order when the shopper leaves; closing the tab or going elsewhere gets the browser's own "Leave site?"
 * prompt, and the order is cancelled as the page goes (`onExit`, a request that outlives the page). `onLeave` gets
 * where the shopper was going; answering false keeps the page (to show what the cancel did) instead of going on.
 */
export function useLeaveGuard(active: boolean, onLeave: (destination: string | null) => Promise<boolean | void>, onExit: () => void): LeaveGuard {
  const released = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        active && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [active],
    ),
  );

  useEffect(() => {
    if (!active) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only with a return value.
      event.returnValue = '';
    };
    const pageHide = () => {
      if (!released.current) onExit();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageHide);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageHide);
    };
  }, [active, onExit]);

  return {
    asking: blocker.state === 'blocked',
    leaving,
    stay: () => blocker.state === 'blocked' && blocker.reset(),
    leave: async () => {
      setLeaving(true);
      const destination = blocker.location ? `${blocker.location.pathname}${blocker.location.search}` : null;
      let goOn: boolean | void = true;
      try {
        goOn = await onLeave(destination);
      } finally {
        released.current = true;
        setLeaving(false);
        if (blocker.state === 'blocked') {
          if (goOn === false) blocker.reset();
          else blocker.proceed();
        }
      }
    },
    release: () => {
      released.current = true;
    },
  };
}
