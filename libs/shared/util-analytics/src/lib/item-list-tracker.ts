import { pushEvent, type AnalyticsItem } from './data-layer';

/** Items seen within this window are sent together in one view_item_list event (spec §9: 1 s). */
export const VIEW_BATCH_MS = 1000;
/** An item counts as seen once half of it is visible (spec §9: 50 %). */
export const VIEW_THRESHOLD = 0.5;

/**
 * Batches view_item_list events for one list: each item is counted once, when it first becomes half visible, and
 * the items seen within a second go out together.
 */
export class ItemListTracker {
  private readonly seen = new Set<string>();
  private pending: AnalyticsItem[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly listName: string,
    private readonly send: typeof pushEvent = pushEvent,
  ) {}

  /** Records that an item became visible; returns false when it was counted before. */
  seenItem(item: AnalyticsItem): boolean {
    if (this.seen.has(item.item_id)) return false;
    this.seen.add(item.item_id);
    this.pending.push({ ...item, item_list_name: this.listName });
    this.timer ??= setTimeout(() => this.flush(), VIEW_BATCH_MS);
    return true;
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending.length) return;
    this.send({ event: 'view_item_list', ecommerce: { item_list_name: this.listName, items: this.pending } });
    this.pending = [];
  }
}
