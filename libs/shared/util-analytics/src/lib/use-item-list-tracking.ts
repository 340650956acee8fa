import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ItemListTracker, VIEW_THRESHOLD } from './item-list-tracker';
import type { AnalyticsItem } from './data-layer';

/**
 * Reports the items of a product list as viewed: once each, when half visible, batched per second.
 * Returns a ref callback for each item's element, which must carry `data-item-id`.
 */
export function useItemListTracking(listName: string, items: AnalyticsItem[]) {
  const tracker = useMemo(() => new ItemListTracker(listName), [listName]);
  const byId = useRef(new Map<string, AnalyticsItem>());
  byId.current = new Map(items.map((item) => [item.item_id, item]));
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      tracker.flush();
    },
    [tracker],
  );

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const item = byId.current.get((entry.target as HTMLElement).dataset['itemId'] ?? '');
            if (item) tracker.seenItem(item);
            observer.current?.unobserve(entry.target);
          }
        },
        { threshold: VIEW_THRESHOLD },
      );
      observer.current.observe(element);
    },
    [tracker],
  );
}
