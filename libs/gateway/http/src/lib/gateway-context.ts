import {
  createSessionHandle,
  sessionCookieOptions,
  type GatewayContext,
  type SessionHandle,
  type StoreRegistry,
} from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import type { Logger } from 'pino';
import type { GatewayOptions } from './options';
import { readRequestMeta, type HeaderSource } from './request-meta';

export interface ContextDeps {
  db: Database;
  stores: StoreRegistry;
  log: Logger;
  options: GatewayOptions;
}

/** One request as the context is built from it, whichever path (Yoga or the fast reads) answers it. */
export interface ContextRequest {
  headers: HeaderSource;
  clientIp: string | undefined;
  signal: AbortSignal;
  /** Receives each Set-Cookie value the session writes while the request runs. */
  setCookie(value: string): void;
  /** Told when an operation answers domain errors (GatewayContext.notePayloadErrors): the answer is not public. */
  notePayloadErrors?(): void;
}

/** Builds every resolver's context: store registry, request meta (spec §7 headers), session and abandon signal. */
export function createContextFactory({ db, stores, log, options }: ContextDeps) {
  const cookie = sessionCookieOptions(options.production);
  return ({ headers, clientIp, signal, setCookie, notePayloadErrors }: ContextRequest): GatewayContext => {
    const meta = readRequestMeta(headers, clientIp ?? 'unknown', options.serverAuthToken);
    let requestLog: Logger | undefined;
    let session: SessionHandle | undefined;
    // Logger and session are made when first used: catalogue reads use neither.
    return {
      db,
      stores,
      get log() {
        return (requestLog ??= log.child({ requestId: meta.requestId }));
      },
      request: meta,
      get session() {
        return (session ??= createSessionHandle({ db, cookie, cookieHeader: headers.get('cookie'), setCookie }));
      },
      signal,
      notePayloadErrors,
    };
  };
}
