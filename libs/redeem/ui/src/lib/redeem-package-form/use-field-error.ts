import { getIn, useFormikContext } from 'formik';
import type { RedeemPackageValues } from './redeem-package-values';

/** The gateway's refusals by field path (amount, receiver.address.postCode…), with the values they were given for. */
export interface RedeemPackageServerErrors {
  fields: Partial<Record<string, string>>;
  values: RedeemPackageValues;
}

/** The error to show on a field: the form's own once touched, else the gateway's while the value is unchanged. */
export function useFieldError(serverErrors: RedeemPackageServerErrors | null | undefined) {
  const { errors, touched, values, submitCount } = useFormikContext<RedeemPackageValues>();
  return (path: string): string | undefined => {
    const own = getIn(touched, path) || submitCount > 0 ? (getIn(errors, path) as string | undefined) : undefined;
    if (own) return own;
    const server = serverErrors?.fields[path];
    return server && getIn(values, path) === getIn(serverErrors?.values, path) ? server : undefined;
  };
}
