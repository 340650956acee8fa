import { useCallback, useEffect, useRef, useState } from 'react';
import { isBodyScrollLocked } from '@giftshop/shared-ui';

/** sessionStorage key: the alternative choice has been offered in this browser session. */
export const ALTERNATIVE_CHOICE_KEY = 'giftshop:alternative-choice-offered';

// Without sessionStorage (blocked by the browser) the offer is still made at most once per page load.
let offeredInPage = false;

function alreadyOffered(): boolean {
  if (offeredInPage) return true;
  try {
    return window.sessionStorage.getItem(ALTERNATIVE_CHOICE_KEY) === '1';
  } catch {
    return false;
  }
}

function markOffered() {
  offeredInPage = true;
  try {
    window.sessionStorage.setItem(ALTERNATIVE_CHOICE_KEY, '1');
  } catch {
    // The page-load flag above stands in.
  }
}

/**
 * The alternative choice modal's rule: offered when the shopper closes the delivery dialog without adding, once per
 * browser session, and never while another modal is open (it then waits for no later chance).
 */
export function useAlternativeChoice(enabled: boolean) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const offer = useCallback(() => {
    if (!enabled || alreadyOffered()) return;
    // The closed dialog releases its scroll lock in the same commit; look once that has happened.
    timer.current = setTimeout(() => {
      if (isBodyScrollLocked() || alreadyOffered()) return;
      markOffered();
      setOpen(true);
    }, 0);
  }, [enabled]);
  const close = useCallback(() => setOpen(false), []);
  return { open, offer, close };
}

/** For tests: forget that the offer was made in this page load. */
export const resetAlternativeChoiceForTests = () => {
  offeredInPage = false;
};
