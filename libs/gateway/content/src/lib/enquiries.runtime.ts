import type { RequestMeta, StoreInfo } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';

/** A count of attempts per key shared by every gateway process (see @giftshop/gateway-rate-limit). */
export interface EnquiryLimit {
  consume(key: string): Promise<{ allowed: boolean }>;
}

/**
 * Quote requests and contact messages per client, sent or refused. A visitor sends one or two; 5 an hour leaves room
 * for a correction, and the captcha makes each one cost a browser about a second.
 */
export const ENQUIRY_LIMIT = { name: 'enquiry-client', points: 5, durationSeconds: 60 * 60, blockSeconds: 60 * 60 } as const;

/** Where a store's enquiries go: from its brand data (apps/gateway reads brands/<build key>/brand.json). */
export interface EnquiryAddresses {
  business: string;
  support: string;
}

/** What the enquiry forms need besides the request: built once per gateway (apps/gateway wires it). */
export interface EnquiriesRuntime {
  captcha: { verify(db: Database, token: string | null | undefined): Promise<boolean> };
  limit: EnquiryLimit;
  clientKey(request: RequestMeta): string;
  addresses(store: StoreInfo): EnquiryAddresses;
}
