import { getIn, useFormikContext } from 'formik';

/** A Formik field's props and its error, shown once the field is touched or the form was submitted. */
export function useField(name: string) {
  const { getFieldProps, touched, errors } = useFormikContext();
  const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
  return { field: getFieldProps<string>(name), error };
}
