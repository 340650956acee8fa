import type { ServiceError } from '@giftshop/shared-data-access';
import type { AccountServerErrors } from '@giftshop/account-ui';
import { splitFieldErrors } from '@giftshop/util-validation';

/**
 * The gateway's refusals for a form: those naming one of its fields (registerUser names them `input.<field>`) go
 * on that field, the first other one above the form; an unreachable gateway reads as the spec's fallback apology.
 */
export function toServerErrors<F extends string>(
  errors: readonly ServiceError[],
  fields: readonly F[],
  values: Partial<Record<F, unknown>>,
  fallback: string,
): AccountServerErrors<F> {
  const fieldOf = (path: string) => {
    const name = path.replace(/^input\./, '');
    return (fields as readonly string[]).includes(name) ? name : null;
  };
  const split = splitFieldErrors(errors, fieldOf);
  const other = split.rest[0];
  return {
    fields: split.fields as Partial<Record<F, string>>,
    general: other ? other.message || fallback : null,
    values,
  };
}
