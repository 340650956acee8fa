import { LOOPBACK_PROXIES } from './client-ip';

export interface GatewayOptions {
  /** NODE_ENV=production: no introspection, no GraphiQL. */
  production: boolean;
  /** Header set by a trusted proxy with the visitor's country (e.g. cf-ipcountry); unset means none is trusted. */
  ipCountryHeader?: string;
  /** Country answered by GET /ip when no trusted header says otherwise. */
  defaultCountry: string;
  /** Shared secret expected in `x-gateway-auth` from server-side storefront calls; unset means not checked. */
  serverAuthToken?: string;
  /** Socket addresses whose `x-forwarded-for` is believed (storefront servers, load balancers). */
  trustedProxies: readonly string[];
  /** Origins of storefronts on other origins approved by CORS (with credentials); empty: none. */
  allowedOrigins: readonly string[];
  /** Refuse mutations without the x-bypass-mutations header (CSRF defence); off only for tools that call without it. */
  requireMutationHeader: boolean;
  frontCache: { maxEntries: number; ttlMs: number };
  /** Documents known by their SHA-256 (automatic persisted queries, persisted-queries.ts). */
  persistedQueries: { maxEntries: number; maxBytes: number };
  /** Requests handled at once, the rest queued in arrival order (admission.ts); maxInFlight 0 admits everything. */
  admission: { maxInFlight: number; maxQueued: number; queueTimeoutMs: number };
  limits: { depth: number; aliases: number; cost: number; tokens: number };
}

export const defaultGatewayOptions: GatewayOptions = {
  production: false,
  defaultCountry: 'GB',
  trustedProxies: LOOPBACK_PROXIES,
  allowedOrigins: [],
  requireMutationHeader: true,
  frontCache: { maxEntries: 5_000, ttlMs: 60_000 },
  persistedQueries: { maxEntries: 2_000, maxBytes: 8_000_000 },
  admission: { maxInFlight: 0, maxQueued: 2_000, queueTimeoutMs: 10_000 },
  limits: { depth: 12, aliases: 15, cost: 20_000, tokens: 2_000 },
};
