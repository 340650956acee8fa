import { getIn } from 'formik';
import { splitFieldErrors } from '@giftshop/util-validation';
import { formFieldOf } from './validate-delivery';

/** An error as the gateway answers it (spec §8). */
export interface FieldReferencingError {
  message: string;
  code: number;
  referencedRequestParameter?: string | null;
}

/**
 * Splits a refusal into messages for the form's own fields (by referencedRequestParameter) and the errors no field
 * of the form can show, which go to the error modal.
 */
export function splitServerErrors<T extends FieldReferencingError>(errors: readonly T[], values: object): { fields: Record<string, string>; rest: T[] } {
  return splitFieldErrors(errors, (path) => {
    const field = formFieldOf(path);
    return field && getIn(values, field) !== undefined ? field : null;
  });
}
