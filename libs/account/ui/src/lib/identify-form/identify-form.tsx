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

export interface IdentifyValues {
  email: string;
  captchaToken: string;
}

export const IDENTIFY_FIELDS = ['email', 'captchaToken'] as const;

export interface IdentifyFormProps {
  initialEmail?: string;
  serverErrors?: AccountServerErrors<keyof IdentifyValues> | null;
  onSubmit: (values: IdentifyValues) => Promise<void>;
  loadCaptcha?: (language: string) => Promise<void>;
}

/** The identify step (spec §4): an e-mail address and the captcha; nothing is sent without a solved captcha. */
export function IdentifyForm({ initialEmail = '', serverErrors, onSubmit, loadCaptcha }: IdentifyFormProps) {
  const m = useMessages(accountUiMessages);
  const schema = useMemo(() => object({ email: emailRule(m.rules), captchaToken: captchaRule(m.rules) }), [m]);
  const { resetKey, submitted } = useCaptchaReset(onSubmit);
  return (
    <Formik<IdentifyValues> initialValues={{ email: initialEmail, captchaToken: '' }} validationSchema={schema} onSubmit={submitted}>
      <IdentifyFields serverErrors={serverErrors} resetKey={resetKey} loadCaptcha={loadCaptcha} />
    </Formik>
  );
}

function IdentifyFields({ serverErrors, resetKey, loadCaptcha }: Pick<IdentifyFormProps, 'serverErrors' | 'loadCaptcha'> & { resetKey: number }) {
  const m = useMessages(accountUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<IdentifyValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<IdentifyValues>(IDENTIFY_FIELDS, serverErrors, form);
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.identify.label}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <TextField {...getFieldProps('email')} error={error('email')} label={m.fields.email} type="email" autoComplete="email" spellCheck={false} required />
      <FormCaptcha label={m.fields.captcha} error={error('captchaToken')} resetKey={resetKey} load={loadCaptcha} />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.identify.submit}
      </Button>
    </Form>
  );
}
