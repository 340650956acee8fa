import { getIn, useFormikContext } from 'formik';
import type { CheckoutDetailsValues } from './details-values';

/**
 * The error to show on a field: the form's own once the field is touched, else the gateway's refusal as long as the
 * field still holds the value the gateway refused.
 */
export function useFieldError(serverErrors: Readonly<Record<string, string>>) {
  const { errors, touched, values, initialValues } = useFormikContext<CheckoutDetailsValues>();
  return (path: string): string | undefined => {
    const own = getIn(touched, path) ? (getIn(errors, path) as string | undefined) : undefined;
    if (own) return own;
    const server = serverErrors[path];
    return server && JSON.stringify(getIn(values, path)) === JSON.stringify(getIn(initialValues, path)) ? server : undefined;
  };
}
