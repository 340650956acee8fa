import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert, FormCaptcha, useCaptchaReset } from '../form/form-parts';
import { captchaRule, emailRule, object } from '../form/rules';
import type { AccountServerErrors } from '../form/server-errors';
import { useAccountForm } from '../form/use-account-form';
import { accountUiMessages } from '../messages';
import styles from '../form/form.module.css';

export interface ForgotPasswordValues {
  email: string;
  captchaToken: string;
}

export const FORGOT_PASSWORD_FIELDS = ['email', 'captchaToken'] as const;

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  serverErrors?: AccountServerErrors<keyof ForgotPasswordValues> | null;
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  loadCaptcha?: (language: string) => Promise<void>;
}

/** Asks for a password reset link by e-mail; the captcha keeps it from being used to probe addresses. */
export function ForgotPasswordForm({ initialEmail = '', serverErrors, onSubmit, loadCaptcha }: ForgotPasswordFormProps) {
  const m = useMessages(accountUiMessages);
  const schema = useMemo(() => object({ email: emailRule(m.rules), captchaToken: captchaRule(m.rules) }), [m]);
  const { resetKey, submitted } = useCaptchaReset(onSubmit);
  return (
    <Formik<ForgotPasswordValues> initialValues={{ email: initialEmail, captchaToken: '' }} validationSchema={schema} onSubmit={submitted}>
      <ForgotPasswordFields serverErrors={serverErrors} resetKey={resetKey} loadCaptcha={loadCaptcha} />
    </Formik>
  );
}

function ForgotPasswordFields({ serverErrors, resetKey, loadCaptcha }: Pick<ForgotPasswordFormProps, 'serverErrors' | 'loadCaptcha'> & { resetKey: number }) {
  const m = useMessages(accountUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<ForgotPasswordValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<ForgotPasswordValues>(FORGOT_PASSWORD_FIELDS, serverErrors, form);
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.forgotPassword.label}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <TextField {...getFieldProps('email')} error={error('email')} label={m.fields.email} type="email" autoComplete="email" spellCheck={false} required />
      <FormCaptcha label={m.fields.captcha} error={error('captchaToken')} resetKey={resetKey} load={loadCaptcha} />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.forgotPassword.submit}
      </Button>
    </Form>
  );
}
