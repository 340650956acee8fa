import type { StoreInfo } from '@giftshop/gateway-core';
import type { MailAddress } from './transport';

/** A mailbox on the store's own domain (its database origin's host without www, wherever the storefront runs). */
export const storeMailbox = (store: Pick<StoreInfo, 'mailDomain'>, local: string) => `${local}@${store.mailDomain}`;

/**
 * The store's From address: its name and no-reply@ its domain. `overrideAddress` (MAIL_FROM) replaces the address,
 * e.g. to send through a relay that only accepts its own domain.
 */
export function senderAddress(store: Pick<StoreInfo, 'name' | 'mailDomain'>, overrideAddress?: string): MailAddress {
  return { name: store.name, address: overrideAddress ?? storeMailbox(store, 'no-reply') };
}
