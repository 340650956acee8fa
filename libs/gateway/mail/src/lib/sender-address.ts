import type { StoreInfo } from '@giftshop/gateway-core';
import type { MailAddress } from './transport';

/**
 * The store's From address: its name, and no-reply@ the store's own domain (the origin's host without www.).
 * `overrideAddress` (MAIL_FROM) replaces the address, e.g. to send through a relay that only accepts its domain.
 */
export function senderAddress(store: Pick<StoreInfo, 'name' | 'origin'>, overrideAddress?: string): MailAddress {
  const host = new URL(store.origin).hostname.replace(/^www\./, '');
  return { name: store.name, address: overrideAddress ?? `no-reply@${host}` };
}
