import type { Database } from '@giftshop/gateway-db';
import type { Logger } from 'pino';
import type { SessionHandle } from './session';
import type { StoreRegistry } from './store-registry';

/** Spec §7 headers every storefront call carries, as read from the request. */
export interface RequestMeta {
  requestId: string;
  storeId: number | null;
  language: string | null;
  country: string | null;
  pathname: string | null;
  serverSideRequest: boolean;
  bypassMutations: boolean;
  /** The optional server-to-server auth header, when present. */
  authorization: string | null;
  /** True when `authorization` matches the gateway's configured secret (a storefront server calls). */
  trustedServer: boolean;
  clientIp: string;
}

export interface GatewayContext {
  db: Database;
  log: Logger;
  stores: StoreRegistry;
  request: RequestMeta;
  /**
   * The browser's server-side session (cookie `gs_session`, `__Host-gs_session` in production): `get()` reads it,
   * `ensure(storeId)` creates it and sets the cookie. Its `cartOrderId` is the guest's cart.
   */
  session: SessionHandle;
  /**
   * Aborted when the client closes the request before its answer (the HTTP layer passes it to Yoga). Mutations
   * are not executed once it is aborted, and writes check it before they change anything (`ensureClientWaiting`).
   */
  signal: AbortSignal;
  /**
   * Told when an operation answers domain errors in its payload (`run`), whether or not the query selects them: the
   * HTTP layer then keeps the answer out of shared caches (an unknown store's empty list is no public page).
   */
  notePayloadErrors?(): void;
}
