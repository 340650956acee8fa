import { getIn, useFormikContext } from 'formik';
import type { FormRefusals } from './refusals';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The error a field shows: its own rule's once touched, else the gateway's refusal while the field still holds the
 * refused value.
 */
export function useFieldError(refusals: FormRefusals | null | undefined) {
  const { errors, touched, values } = useFormikContext<object>();
  return (path: string): string | undefined => {
    const own = getIn(touched, path) ? (getIn(errors, path) as string | undefined) : undefined;
    if (own) return own;
    const server = refusals?.fields[path];
    return server && same(getIn(values, path), getIn(refusals.values, path)) ? server : undefined;
  };
}
