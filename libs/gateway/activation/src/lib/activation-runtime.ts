import type { RequestMeta } from '@giftshop/gateway-core';

/** Activation orders per client: enough for a few cards and typing mistakes, too few to probe card numbers. */
export const ACTIVATION_LIMITS = {
  client: { name: 'activation-client', points: 10, durationSeconds: 10 * 60, blockSeconds: 10 * 60 },
} as const;

/** A count of attempts per key shared by every gateway process (see @giftshop/gateway-rate-limit). */
export interface ActivationLimit {
  consume(key: string): Promise<{ allowed: boolean }>;
}

/** What createActivationOrder needs besides the request: built once per gateway (apps/gateway wires it). */
export interface ActivationRuntime {
  /** createActivationOrder calls per client, accepted or refused. */
  clientLimit: ActivationLimit;
  /** The client's identity (address) for `clientLimit`. */
  clientKey(request: RequestMeta): string;
}

/** Hours within which the paid value is on the card (spec §9: "activation within 24 hours"). */
export const ACTIVATION_HOURS = 24;
