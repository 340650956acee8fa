import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { selectModalOpen } from '@giftshop/shared-data-access';
import { useShellSelector } from '@giftshop/shell-data-access';

/**
 * Mounts a modal's code only once the modal is first opened, then keeps it mounted so it can animate closed.
 * Pages do not download the search and the store switcher (with its form library) until a visitor asks for them.
 */
export function MountWhenOpened({ id, children }: { id: string; children: ReactNode }) {
  const open = useShellSelector((state) => selectModalOpen(state, id));
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
