import type { RequestMeta } from '@giftshop/gateway-core';
import type { CaptchaCheck, CardPinRuntime } from '@giftshop/gateway-cards-data';

/** A count of attempts per key shared by every gateway process (see @giftshop/gateway-rate-limit). */
export interface EntryLimit {
  consume(key: string): Promise<{ allowed: boolean }>;
}

/**
 * Entries per client, right or wrong. An entry proves the card with its PIN (counted per card like a balance check)
 * or a redeem session; this limit keeps one client from trying many numbers. A household enters a few cards a month;
 * 10 an hour leaves room for typing mistakes.
 */
export const DOUBLER_ENTRY_LIMIT = { name: 'doubler-entry-client', points: 10, durationSeconds: 60 * 60, blockSeconds: 60 * 60 } as const;

/** What the doubler needs besides the request: built once per gateway (apps/gateway wires it). */
export interface DoublerRuntime {
  entryLimit: EntryLimit;
  /** The client's identity for `entryLimit`, from the request. */
  clientKey(request: RequestMeta): string;
  /** The captcha an entry by number and PIN needs. */
  captcha: CaptchaCheck;
  /** The balance check's PIN comparison and per-card PIN limits: a wrong PIN here counts there too. */
  cardPins: CardPinRuntime;
  /** Signs the operator's draw requests to a running gateway (npm run doubler:draw). */
  operatorSecret: string;
}
