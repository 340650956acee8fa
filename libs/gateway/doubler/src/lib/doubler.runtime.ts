import type { RequestMeta } from '@giftshop/gateway-core';

/** A count of attempts per key shared by every gateway process (see @giftshop/gateway-rate-limit). */
export interface EntryLimit {
  consume(key: string): Promise<{ allowed: boolean }>;
}

/**
 * Entries per client: an entry needs no PIN, so the limit is what keeps anyone from trying card numbers through the
 * form. A household enters a few cards a month; 10 an hour leaves room for typing mistakes.
 */
export const DOUBLER_ENTRY_LIMIT = { name: 'doubler-entry-client', points: 10, durationSeconds: 60 * 60, blockSeconds: 60 * 60 } as const;

/** What the doubler needs besides the request: built once per gateway (apps/gateway wires it). */
export interface DoublerRuntime {
  entryLimit: EntryLimit;
  /** The client's identity for `entryLimit`, from the request. */
  clientKey(request: RequestMeta): string;
  /** Signs the operator's draw requests to a running gateway (npm run doubler:draw). */
  operatorSecret: string;
}
