import type { FormikHelpers } from 'formik';

/** What a submit handler answers: messages for fields of the form (by field path), or nothing when it went through. */
export type SubmitResult = Record<string, string> | void;

/** Shows the gateway's field messages on their fields, as touched, so they are visible at once. */
export function applyFieldErrors<T>(result: SubmitResult, helpers: Pick<FormikHelpers<T>, 'setFieldError' | 'setFieldTouched'>) {
  for (const [field, message] of Object.entries(result ?? {})) {
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, message);
  }
}
