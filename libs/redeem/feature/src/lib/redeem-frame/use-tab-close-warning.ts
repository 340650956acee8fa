import { useCallback, useEffect, useRef } from 'react';

/**
 * The browser's tab-close warning while a redeem token is held (spec §4). `allowUnload` lets one deliberate
 * navigation through, e.g. to the payment page.
 */
export function useTabCloseWarning(active: boolean) {
  const allowed = useRef(false);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return useCallback(() => {
    allowed.current = true;
  }, []);
}
