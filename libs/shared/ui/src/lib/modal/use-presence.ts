import { useEffect, useRef, useState } from 'react';

/** Spec §9: modals take 300 ms to close. The CSS animation in modal.module.css lasts as long. */
export const MODAL_CLOSE_MS = 300;

/** Keeps a closed modal mounted for its close animation, then unmounts it and reports it closed. */
export function usePresence(open: boolean, onClosed?: () => void) {
  const [present, setPresent] = useState(open);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  if (open && !present) setPresent(true);
  const closing = present && !open;

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setPresent(false);
      onClosedRef.current?.();
    }, MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  return { present: present || open, closing };
}
