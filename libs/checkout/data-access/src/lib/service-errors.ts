import { pickServiceError, type ServiceError } from '@giftshop/shared-data-access';
import { splitFieldErrors } from '@giftshop/util-validation';

export interface SplitErrors {
  /** Messages by the request field at fault, e.g. `billingAddress.postCode` (spec §8 referencedRequestParameter). */
  fields: Record<string, string>;
  /** The first error that names no field, for the error modal or an alert; null when every error has its field. */
  general: ServiceError | null;
}

/**
 * Splits a payload's errors into those the form shows on a field and the rest. Of several errors on one field the
 * first is kept. A field the form does not have (`knownFields` says) counts as general.
 */
export function splitServiceErrors(errors: readonly ServiceError[] | null | undefined, knownFields: (path: string) => boolean): SplitErrors {
  const { fields, rest } = splitFieldErrors(errors, (path) => (knownFields(path) ? path : null));
  return { fields, general: pickServiceError(rest) };
}

/** The cart changed after the shopper confirmed it (another tab, a late add): placeOrder placed nothing. */
export const CART_CHANGED = 2042;

/** Spec §8 codes the payment step answers in place rather than in the error modal. */
export const PAYMENT_REFUSAL_CODES = new Set([2035, 2036, 2037, CART_CHANGED]);

/** A payment refused for fraud (2035), too many attempts (2036), a failed attempt (2037), or a changed cart (2042). */
export const isPaymentRefusal = (error: ServiceError | null): error is ServiceError => error !== null && PAYMENT_REFUSAL_CODES.has(error.code);
