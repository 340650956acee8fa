import type { StoreSettings } from '@giftshop/shared-data-access';
import { brand } from '../brand';
import { readState, STATE_IDS } from '../state-scripts';

let browserOrigin: string | undefined;

/**
 * The store's public origin for absolute URLs (canonical images, structured data): the brand's host, or the local
 * origin a development run gives the server (STOREFRONT_ORIGIN, see docs/brands.md). The browser reads the server's
 * choice from the settings it handed over, so both render the same head.
 */
export function siteOrigin(): string {
  if (typeof document !== 'undefined') {
    // The settings script never changes after load: read it once, not on every page's meta.
    browserOrigin ??= readState<StoreSettings>(STATE_IDS.settings)?.origin ?? window.location.origin;
    return browserOrigin;
  }
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env['STOREFRONT_ORIGIN'] || `https://${brand.host}`;
}
