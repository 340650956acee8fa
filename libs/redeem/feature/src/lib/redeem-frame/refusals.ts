import { REDEEM_SESSION_ENDED } from '@giftshop/redeem-data-access';
import type { ServiceError } from '@giftshop/shared-data-access';
import { splitFieldErrors } from '@giftshop/util-validation';

/**
 * A redeem call's refusals: those on the form's fields, whether the session has ended, and the rest for the error
 * modal.
 */
export function redeemRefusals(errors: readonly ServiceError[], fields: readonly string[]) {
  const ended = errors.some((error) => error.code === REDEEM_SESSION_ENDED);
  const split = splitFieldErrors(
    errors.filter((error) => error.code !== REDEEM_SESSION_ENDED),
    (path) => (fields.includes(path) ? path : null),
  );
  return { ended, fields: split.fields, rest: split.rest };
}
