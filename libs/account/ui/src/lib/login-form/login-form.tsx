import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { AppLink, Button, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert, FormCaptcha, useCaptchaReset } from '../form/form-parts';
import { captchaRule, emailRule, object, passwordRule } from '../form/rules';
import type { AccountServerErrors } from '../form/server-errors';
import { useAccountForm } from '../form/use-account-form';
import { accountUiMessages } from '../messages';
import styles from '../form/form.module.css';

export interface LoginValues {
  email: string;
  password: string;
  captchaToken: string;
}

export const LOGIN_FIELDS = ['email', 'password', 'captchaToken'] as const;

export interface LoginFormProps {
  initialEmail?: string;
  forgotPasswordHref: string;
  serverErrors?: AccountServerErrors<keyof LoginValues> | null;
  onSubmit: (values: LoginValues) => Promise<void>;
  loadCaptcha?: (language: string) => Promise<void>;
}

/** Login (spec §5): e-mail, password and captcha; the gateway's refusals show on their fields, the rest above them. */
export function LoginForm({ initialEmail = '', forgotPasswordHref, serverErrors, onSubmit, loadCaptcha }: LoginFormProps) {
  const m = useMessages(accountUiMessages);
  const schema = useMemo(() => object({ email: emailRule(m.rules), password: passwordRule(m.rules), captchaToken: captchaRule(m.rules) }), [m]);
  const { resetKey, submitted } = useCaptchaReset(onSubmit);
  return (
    <Formik<LoginValues> initialValues={{ email: initialEmail, password: '', captchaToken: '' }} validationSchema={schema} onSubmit={submitted}>
      <LoginFields serverErrors={serverErrors} resetKey={resetKey} loadCaptcha={loadCaptcha} forgotPasswordHref={forgotPasswordHref} />
    </Formik>
  );
}

type FieldsProps = Pick<LoginFormProps, 'serverErrors' | 'loadCaptcha' | 'forgotPasswordHref'> & { resetKey: number };

function LoginFields({ serverErrors, resetKey, loadCaptcha, forgotPasswordHref }: FieldsProps) {
  const m = useMessages(accountUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<LoginValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<LoginValues>(LOGIN_FIELDS, serverErrors, form);
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.login.label}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <TextField {...getFieldProps('email')} error={error('email')} label={m.fields.email} type="email" autoComplete="email" spellCheck={false} required />
      <TextField {...getFieldProps('password')} error={error('password')} label={m.fields.password} type="password" autoComplete="current-password" required />
      <p className={styles.links}>
        <AppLink href={forgotPasswordHref}>{m.login.forgotPassword}</AppLink>
      </p>
      <FormCaptcha label={m.fields.captcha} error={error('captchaToken')} resetKey={resetKey} load={loadCaptcha} />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.login.submit}
      </Button>
    </Form>
  );
}
