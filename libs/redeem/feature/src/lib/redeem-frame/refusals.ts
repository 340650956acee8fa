import { REDEEM_SESSION_ENDED } from '@giftshop/redeem-data-access';
import type { ServiceError } from '@giftshop/shared-data-access';
import { splitFieldErrors } from '@giftshop/util-validation';

/**
 * A redeem call's refusals: those on the form's fields (the paths the form shows, or a function naming the field of
 * a path), whether the session has ended, and the rest for the error modal.
 */
export function redeemRefusals(errors: readonly ServiceError[], fields: readonly string[] | ((path: string) => string | null)) {
  const ended = errors.some((error) => error.code === REDEEM_SESSION_ENDED);
  const fieldOf = typeof fields === 'function' ? fields : (path: string) => (fields.includes(path) ? path : null);
  const split = splitFieldErrors(
    errors.filter((error) => error.code !== REDEEM_SESSION_ENDED),
    fieldOf,
  );
  return { ended, fields: split.fields, rest: split.rest };
}
