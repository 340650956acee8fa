import { setIn } from 'formik';

/** Formik's nested errors from flat rule failures ({ path: 'address.postCode', message }). */
export function nestedErrors(failures: readonly { path: string; message: string }[]): Record<string, unknown> {
  return failures.reduce<Record<string, unknown>>((errors, { path, message }) => (path ? setIn(errors, path, message) : errors), {});
}
