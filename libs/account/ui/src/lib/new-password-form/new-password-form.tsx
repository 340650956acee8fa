import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import { confirmRule, newPasswordRule, object } from '../form/rules';
import type { AccountServerErrors } from '../form/server-errors';
import { useAccountForm } from '../form/use-account-form';
import { accountUiMessages } from '../messages';
import styles from '../form/form.module.css';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const NEW_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

export interface NewPasswordFormProps {
  serverErrors?: AccountServerErrors<keyof NewPasswordValues> | null;
  onSubmit: (values: NewPasswordValues) => Promise<void>;
}

/** A new password for the e-mailed reset link; the link's token is the proof, so no captcha. */
export function NewPasswordForm({ serverErrors, onSubmit }: NewPasswordFormProps) {
  const m = useMessages(accountUiMessages);
  const schema = useMemo(() => object({ password: newPasswordRule(m.rules), confirmPassword: confirmRule(m.rules, 'password') }), [m]);
  return (
    <Formik<NewPasswordValues> initialValues={{ password: '', confirmPassword: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <NewPasswordFields serverErrors={serverErrors} />
    </Formik>
  );
}

function NewPasswordFields({ serverErrors }: Pick<NewPasswordFormProps, 'serverErrors'>) {
  const m = useMessages(accountUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<NewPasswordValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<NewPasswordValues>(NEW_PASSWORD_FIELDS, serverErrors, form);
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.newPassword.label}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <TextField
        {...getFieldProps('password')}
        error={error('password')}
        label={m.fields.newPassword}
        hint={m.fields.passwordHint}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField {...getFieldProps('confirmPassword')} error={error('confirmPassword')} label={m.fields.confirmPassword} type="password" autoComplete="new-password" required />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.newPassword.submit}
      </Button>
    </Form>
  );
}
