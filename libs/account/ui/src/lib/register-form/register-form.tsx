import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, Checkbox, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { NAME_MAX_LENGTH } from '@giftshop/util-validation';
import { FormAlert, FormCaptcha, useCaptchaReset } from '../form/form-parts';
import { captchaRule, confirmRule, consentRule, emailRule, firstNameRule, newPasswordRule, object } from '../form/rules';
import type { AccountServerErrors } from '../form/server-errors';
import { useAccountForm } from '../form/use-account-form';
import { accountUiMessages } from '../messages';
import styles from '../form/form.module.css';

export interface RegisterValues {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
  subscribed: boolean;
  captchaToken: string;
}

export const REGISTER_FIELDS = ['firstName', 'email', 'password', 'confirmPassword', 'subscribed', 'captchaToken'] as const;

export interface RegisterFormProps {
  initialEmail?: string;
  serverErrors?: AccountServerErrors<keyof RegisterValues> | null;
  onSubmit: (values: RegisterValues) => Promise<void>;
  loadCaptcha?: (language: string) => Promise<void>;
}

/** A new account (spec §3): first name, e-mail, a password of spec §5 repeated, and newsletter consent (off). */
export function RegisterForm({ initialEmail = '', serverErrors, onSubmit, loadCaptcha }: RegisterFormProps) {
  const m = useMessages(accountUiMessages);
  const schema = useMemo(
    () =>
      object({
        firstName: firstNameRule(m.rules),
        email: emailRule(m.rules),
        password: newPasswordRule(m.rules),
        confirmPassword: confirmRule(m.rules, 'password'),
        subscribed: consentRule(),
        captchaToken: captchaRule(m.rules),
      }),
    [m],
  );
  const { resetKey, submitted } = useCaptchaReset(onSubmit);
  const initialValues: RegisterValues = { firstName: '', email: initialEmail, password: '', confirmPassword: '', subscribed: false, captchaToken: '' };
  return (
    <Formik<RegisterValues> initialValues={initialValues} validationSchema={schema} onSubmit={submitted}>
      <RegisterFields serverErrors={serverErrors} resetKey={resetKey} loadCaptcha={loadCaptcha} />
    </Formik>
  );
}

function RegisterFields({ serverErrors, resetKey, loadCaptcha }: Pick<RegisterFormProps, 'serverErrors' | 'loadCaptcha'> & { resetKey: number }) {
  const m = useMessages(accountUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<RegisterValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<RegisterValues>(REGISTER_FIELDS, serverErrors, form);
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.register.label}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <TextField {...getFieldProps('firstName')} error={error('firstName')} label={m.fields.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
      <TextField {...getFieldProps('email')} error={error('email')} label={m.fields.email} type="email" autoComplete="email" spellCheck={false} required />
      <TextField
        {...getFieldProps('password')}
        error={error('password')}
        label={m.fields.password}
        hint={m.fields.passwordHint}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...getFieldProps('confirmPassword')}
        error={error('confirmPassword')}
        label={m.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
      />
      <Checkbox {...getFieldProps({ name: 'subscribed', type: 'checkbox' })} label={m.fields.subscribed} />
      <FormCaptcha label={m.fields.captcha} error={error('captchaToken')} resetKey={resetKey} load={loadCaptcha} />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.register.submit}
      </Button>
    </Form>
  );
}
