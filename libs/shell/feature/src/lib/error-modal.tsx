import { lazy, Suspense, useEffect, useState } from 'react';
import { selectError } from '@giftshop/shared-data-access';
import { useShellSelector } from '@giftshop/shell-data-access';

const loadErrorDialog = () => import('./error-dialog').then((module) => ({ default: module.ErrorDialog }));
const ErrorDialog = lazy(loadErrorDialog);

/** Runs `task` once the browser is idle after the page has loaded (`setTimeout` where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}

/**
 * The error modal (spec §4, §8), mounted with the first error and kept mounted so it can animate closed. Its dialog's
 * code (the shared Modal with its focus handling) is not part of the first load: it is fetched once the browser is
 * idle, so it is at hand when a request fails, even when the network failed with it.
 */
export function ErrorModal() {
  const error = useShellSelector(selectError);
  const [mounted, setMounted] = useState(false);
  if (error && !mounted) setMounted(true);
  useEffect(() => whenIdle(() => void loadErrorDialog().catch(() => undefined)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  ) : null;
}
