import { pushEvent } from './data-layer';
import { ItemListTracker, VIEW_BATCH_MS } from './item-list-tracker';
import { GCLID_STORAGE_KEY, storeGclid } from './gclid';

const item = (id: string, index: number) => ({ item_id: id, item_name: `Card ${id}`, index });

describe('item list tracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the items seen within a second together, each once', () => {
    const send = jest.fn();
    const tracker = new ItemListTracker('Most chosen', send);
    expect(tracker.seenItem(item('1', 1))).toBe(true);
    tracker.seenItem(item('2', 2));
    expect(tracker.seenItem(item('1', 1))).toBe(false);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(VIEW_BATCH_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].ecommerce.items.map((i: { item_id: string }) => i.item_id)).toEqual(['1', '2']);
    tracker.seenItem(item('1', 1));
    jest.advanceTimersByTime(VIEW_BATCH_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('data layer', () => {
  it('clears the previous ecommerce object before an ecommerce event', () => {
    pushEvent({ event: 'search_box_click' });
    pushEvent({ event: 'select_item', ecommerce: { item_list_name: 'x', items: [item('1', 1)] } });
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(layer.slice(-3)).toEqual([{ event: 'search_box_click' }, { ecommerce: null }, expect.objectContaining({ event: 'select_item' })]);
  });
});

describe('gclid', () => {
  it('stores a click id from the URL and ignores malformed ones', () => {
    const setItem = jest.fn();
    expect(storeGclid('?gclid=abc-123_X', { setItem })).toBe('abc-123_X');
    expect(setItem).toHaveBeenCalledWith(GCLID_STORAGE_KEY, expect.stringContaining('abc-123_X'));
    expect(storeGclid('?gclid=<script>', { setItem })).toBeNull();
    expect(storeGclid('?other=1', { setItem })).toBeNull();
  });
});
