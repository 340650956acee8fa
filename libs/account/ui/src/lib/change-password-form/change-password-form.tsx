import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Button, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert, FormCaptcha, useCaptchaReset } from '../form/form-parts';
import { captchaRule, confirmRule, newPasswordRule, object, passwordRule } from '../form/rules';
import type { AccountServerErrors } from '../form/server-errors';
import { useAccountForm } from '../form/use-account-form';
import { accountUiMessages } from '../messages';
import styles from '../form/form.module.css';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  captchaToken: string;
}

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'captchaToken'] as const;

export interface ChangePasswordFormProps {
  serverErrors?: AccountServerErrors<keyof ChangePasswordValues> | null;
  onSubmit: (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => Promise<void>;
  loadCaptcha?: (language: string) => Promise<void>;
}

/** Change password (spec §8): the current password, a new one of spec §5 repeated, and the captcha. */
export function ChangePasswordForm({ serverErrors, onSubmit, loadCaptcha }: ChangePasswordFormProps) {
  const m = useMessages(accountUiMessages);
  const schema = useMemo(
    () =>
      object({
        currentPassword: passwordRule(m.rules),
        newPassword: newPasswordRule(m.rules),
        confirmPassword: confirmRule(m.rules, 'newPassword'),
        captchaToken: captchaRule(m.rules),
      }),
    [m],
  );
  const { resetKey, submitted } = useCaptchaReset(onSubmit);
  const initialValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '', captchaToken: '' };
  return (
    <Formik<ChangePasswordValues> initialValues={initialValues} validationSchema={schema} onSubmit={submitted}>
      <ChangePasswordFields serverErrors={serverErrors} resetKey={resetKey} loadCaptcha={loadCaptcha} />
    </Formik>
  );
}

function ChangePasswordFields({ serverErrors, resetKey, loadCaptcha }: Pick<ChangePasswordFormProps, 'serverErrors' | 'loadCaptcha'> & { resetKey: number }) {
  const m = useMessages(accountUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<ChangePasswordValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<ChangePasswordValues>(CHANGE_PASSWORD_FIELDS, serverErrors, form);
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.changePassword.label}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <TextField {...getFieldProps('currentPassword')} error={error('currentPassword')} label={m.fields.currentPassword} type="password" autoComplete="current-password" required />
      <TextField
        {...getFieldProps('newPassword')}
        error={error('newPassword')}
        label={m.fields.newPassword}
        hint={m.fields.passwordHint}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField {...getFieldProps('confirmPassword')} error={error('confirmPassword')} label={m.fields.confirmPassword} type="password" autoComplete="new-password" required />
      <FormCaptcha label={m.fields.captcha} error={error('captchaToken')} resetKey={resetKey} load={loadCaptcha} />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.changePassword.submit}
      </Button>
    </Form>
  );
}
