import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens (a dynamic import), then stays mounted so it can animate closed
 * and keep its state. A page does not download a dialog's forms and validation until a visitor asks for them.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
