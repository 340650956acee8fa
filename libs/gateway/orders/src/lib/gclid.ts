import { isGclid } from '@giftshop/util-validation';

/** The click id to keep on an order: the given one when well-formed, otherwise none (it never refuses an order). */
export function acceptedGclid(value: string | null | undefined): string | null {
  return isGclid(value) ? value : null;
}
