import { useEffect, useId, useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { object, string } from 'yup';
import { AppLink, Button, TextField } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@giftshop/util-validation';
import { accountOnOrderMessages, type AccountOnOrderMessages } from './messages';
import styles from './account-on-order.module.css';

export interface AccountOnOrderValues {
  password: string;
  confirmPassword: string;
}

/** The gateway's refusals: on a field while it holds the refused value (`values`), else `general` above the form. */
export interface AccountOnOrderErrors {
  fields: Partial<Record<keyof AccountOnOrderValues, string>>;
  general?: string | null;
  values: Partial<AccountOnOrderValues>;
}

export interface AccountOnOrderProps {
  /** The order's e-mail address, which becomes the login. */
  email?: string | null;
  created?: boolean;
  overviewHref: string;
  serverErrors?: AccountOnOrderErrors | null;
  onSubmit: (values: AccountOnOrderValues) => Promise<void>;
}

export const ACCOUNT_ON_ORDER_FIELDS = ['password', 'confirmPassword'] as const;

/** A guest's offer on the confirmation page: a password (spec §5 rules, repeated) turns the order into an account. */
export function AccountOnOrder({ email, created = false, overviewHref, serverErrors, onSubmit }: AccountOnOrderProps) {
  const m = useMessages(accountOnOrderMessages);
  const headingId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const schema = useMemo(() => accountOnOrderSchema(m), [m]);

  useEffect(() => {
    // The form and its button are gone: focus lands on the outcome.
    if (created) status.current?.focus();
  }, [created]);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {m.heading}
      </h2>
      <div role="status">
        {created && (
          <p ref={status} tabIndex={-1} className={styles.created}>
            {m.created} <AppLink href={overviewHref}>{m.overview}</AppLink>
          </p>
        )}
      </div>
      {!created && (
        <>
          <p className={styles.intro}>{email ? format(m.intro, { email }) : m.introNoEmail}</p>
          <Formik<AccountOnOrderValues> initialValues={{ password: '', confirmPassword: '' }} validationSchema={schema} onSubmit={onSubmit}>
            <AccountOnOrderFields serverErrors={serverErrors} />
          </Formik>
        </>
      )}
    </section>
  );
}

function AccountOnOrderFields({ serverErrors }: { serverErrors?: AccountOnOrderErrors | null }) {
  const m = useMessages(accountOnOrderMessages);
  const { values, errors, touched, isValid, isSubmitting, isValidating, submitCount, getFieldProps } = useFormikContext<AccountOnOrderValues>();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const handled = useRef(0);

  const error = (field: keyof AccountOnOrderValues) =>
    (touched[field] && errors[field]) || (values[field] === serverErrors?.values[field] ? serverErrors?.fields[field] : undefined);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    focusField(form.current, ACCOUNT_ON_ORDER_FIELDS.find((field) => errors[field]));
  }, [submitCount, isSubmitting, isValidating, errors]);

  useEffect(() => {
    if (!serverErrors) return;
    const field = ACCOUNT_ON_ORDER_FIELDS.find((name) => serverErrors.fields[name]);
    if (field) focusField(form.current, field);
    else if (serverErrors.general) alert.current?.focus();
  }, [serverErrors]);

  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.label}>
      {serverErrors?.general && (
        <div ref={alert} role="alert" tabIndex={-1} className={styles.alert}>
          {serverErrors.general}
        </div>
      )}
      <TextField
        {...getFieldProps('password')}
        error={error('password')}
        label={m.password}
        hint={format(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField {...getFieldProps('confirmPassword')} error={error('confirmPassword')} label={m.confirmPassword} type="password" autoComplete="new-password" required />
      <Button type="submit" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}

function focusField(form: HTMLFormElement | null, field: string | undefined) {
  if (form && field) form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

/** The registration rules of util-validation with the gateway's wording; the common-password list stays in the gateway. */
const accountOnOrderSchema = (m: AccountOnOrderMessages) =>
  object({
    password: string()
      .required(m.passwordRequired)
      .test('password', (value, context) => {
        const problem = value ? passwordProblem(value) : null;
        if (!problem) return true;
        const messages = {
          characters: m.passwordCharacters,
          tooShort: format(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH }),
          tooLong: format(m.passwordTooLong, { max: PASSWORD_MAX_LENGTH }),
          repetitive: m.passwordRepetitive,
          common: m.passwordCommon,
        };
        return context.createError({ message: messages[problem] });
      }),
    confirmPassword: string()
      .required(m.confirmRequired)
      .test('match', m.passwordMismatch, (value, context) => value === context.parent.password),
  });
