import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestMeta } from '@giftshop/gateway-core';

/** Header names of spec §7 as this gateway reads them. */
export const HEADERS = {
  requestId: 'x-request-id',
  storeId: 'x-store-id',
  language: 'x-language',
  country: 'x-country',
  pathname: 'x-pathname',
  serverSideRequest: 'x-ssr-request',
  bypassMutations: 'x-bypass-mutations',
  serverAuth: 'x-gateway-auth',
} as const;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const flag = (value: string | null) => value === '1' || value === 'true';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the auth header with the configured secret. */
function isTrusted(header: string | null, secret: string | undefined): boolean {
  return Boolean(header && secret) && timingSafeEqual(digest(header as string), digest(secret as string));
}

/** What request meta reads headers through: a fetch `Headers`, or node:http's headers behind `nodeHeaders`. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** node:http's request headers as a HeaderSource, repeated headers joined as fetch's `Headers.get` joins them. */
export function nodeHeaders(headers: IncomingHttpHeaders): HeaderSource {
  return {
    get(name) {
      const value = headers[name];
      return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null;
    },
  };
}

export function readRequestMeta(headers: HeaderSource, clientIp: string, serverAuthToken?: string): RequestMeta {
  const incomingId = headers.get(HEADERS.requestId);
  const storeId = Number(headers.get(HEADERS.storeId));
  return {
    requestId: incomingId && REQUEST_ID.test(incomingId) ? incomingId : randomUUID(),
    storeId: Number.isInteger(storeId) && storeId > 0 ? storeId : null,
    language: headers.get(HEADERS.language),
    country: headers.get(HEADERS.country),
    pathname: headers.get(HEADERS.pathname),
    serverSideRequest: flag(headers.get(HEADERS.serverSideRequest)),
    bypassMutations: flag(headers.get(HEADERS.bypassMutations)),
    authorization: headers.get(HEADERS.serverAuth),
    trustedServer: isTrusted(headers.get(HEADERS.serverAuth), serverAuthToken),
    clientIp,
  };
}
