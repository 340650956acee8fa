import type { EcommerceEvent } from './ecommerce';

/**
 * GA4-style events on `window.dataLayer` (spec §4 analytics): product click, view item list, search input, search
 * box click and login. Nothing is sent anywhere by this code; a tag manager reads the data layer.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  index: number;
  item_list_name?: string;
  price?: number;
  currency?: string;
}

export type AnalyticsEvent =
  | { event: 'select_item'; ecommerce: { item_list_name: string; items: AnalyticsItem[] } }
  | { event: 'view_item_list'; ecommerce: { item_list_name: string; items: AnalyticsItem[] } }
  | { event: 'search_input'; search_term: string }
  | { event: 'search_box_click' }
  | { event: 'login'; method: string };

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushEvent(event: AnalyticsEvent | EcommerceEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // GA4 keeps ecommerce objects between pushes unless they are cleared first.
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(event);
}

export function trackProductClick(listName: string, item: AnalyticsItem): void {
  pushEvent({ event: 'select_item', ecommerce: { item_list_name: listName, items: [item] } });
}
