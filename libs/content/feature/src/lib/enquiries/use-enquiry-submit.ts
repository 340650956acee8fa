import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { UNREACHABLE, useRaiseServiceError, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import { splitFieldErrors } from '@giftshop/util-validation';
import { RequestQuoteMutation, SendContactMessageMutation } from './enquiry.documents';

type Payload = { status: boolean; errors: ServiceError[] } | null | undefined;

/** Builds the Formik errors of a list of field errors (paths such as `lines[0].quantity`). */
export const errorsOf = <V>(errors: { path: string; message: string }[]): FormikErrors<V> =>
  errors.reduce<FormikErrors<V>>((acc, e) => setIn(acc, e.path, e.message), {});

/**
 * Sends a form's request and answers whether it was taken. Refusals of a field go onto it, the rest (a rate limit, an
 * unreachable gateway) open the error modal; every answer used the captcha's solution up, so the captcha resets.
 */
export function useEnquirySubmit(kind: 'quote' | 'contact', fieldOf: (path: string) => string | null) {
  const userData = useUserData();
  const raise = useRaiseServiceError();
  const [requestQuote] = useMutation(RequestQuoteMutation);
  const [sendContact] = useMutation(SendContactMessageMutation);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  const send = useCallback(
    async <V>(input: object, captchaToken: string, helpers: FormikHelpers<V>): Promise<boolean> => {
      let payload: Payload;
      try {
        const variables = { userData, input, captchaToken } as never;
        payload = kind === 'quote' ? (await requestQuote({ variables })).data?.requestQuote : (await sendContact({ variables })).data?.sendContactMessage;
      } catch {
        payload = null;
      }
      if (payload?.status) return true;
      setCaptchaResetKey((key) => key + 1);
      const { fields, rest } = splitFieldErrors(payload?.errors ?? [UNREACHABLE], fieldOf);
      const paths = Object.keys(fields);
      helpers.setErrors(errorsOf<V>(paths.map((path) => ({ path, message: fields[path] }))));
      void helpers.setFieldValue('captchaToken', '', false);
      if (rest.length > 0) raise(rest);
      return false;
    },
    [kind, userData, requestQuote, sendContact, raise, fieldOf],
  );
  return { send, captchaResetKey };
}
