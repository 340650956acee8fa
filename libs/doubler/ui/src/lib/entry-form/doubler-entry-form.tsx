import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, CaptchaField, CardNumberField, PinField, TextField } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { DOUBLER_NAME_MAX_LENGTH, doublerEntryMessages, doublerEntrySchema } from '@giftshop/util-validation';
import { doublerUiMessages } from '../messages';
import { emptyDoublerEntry, type DoublerEntryField, type DoublerEntryServerErrors, type DoublerEntryValues } from './doubler-entry-values';
import { useEntryFocus } from './use-entry-focus';
import styles from './doubler-entry-form.module.css';

export interface DoublerEntryFormProps {
  serverErrors?: DoublerEntryServerErrors | null;
  /** Changes after every answer of the gateway: a captcha solution is good for one entry only. */
  captchaResetKey?: number;
  onSubmit: (values: DoublerEntryValues) => Promise<void>;
  /** Loads the captcha widget; stories and tests pass their own. */
  loadCaptcha?: (language: string) => Promise<void>;
}

/**
 * Name, e-mail address, card number, PIN and captcha of a doubler entry (spec §5 rules): the PIN shows the card is
 * the entrant's, the captcha that a person enters. The number shows in groups of four.
 */
export function DoublerEntryForm({ serverErrors, captchaResetKey = 0, onSubmit, loadCaptcha }: DoublerEntryFormProps) {
  const { language } = useI18n();
  const schema = useMemo(() => doublerEntrySchema(doublerEntryMessages(language)), [language]);
  return (
    <Formik<DoublerEntryValues> initialValues={emptyDoublerEntry()} validationSchema={schema} onSubmit={onSubmit}>
      <DoublerEntryFields serverErrors={serverErrors} captchaResetKey={captchaResetKey} loadCaptcha={loadCaptcha} />
    </Formik>
  );
}

function DoublerEntryFields({ serverErrors, captchaResetKey, loadCaptcha }: Pick<DoublerEntryFormProps, 'serverErrors' | 'captchaResetKey' | 'loadCaptcha'>) {
  const m = useMessages(doublerUiMessages).form;
  const { values, errors, touched, isValid, isSubmitting, submitCount, getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<DoublerEntryValues>();
  const form = useRef<HTMLFormElement>(null);
  useEntryFocus(form, serverErrors);

  const error = (field: DoublerEntryField): string | undefined => {
    const own = touched[field] ? errors[field] : undefined;
    if (own) return own;
    const server = serverErrors?.fields[field];
    // A new captcha is asked for after every answer, so its refusal stands until it is solved again.
    const unchanged = field === 'captchaToken' ? !values.captchaToken : values[field] === serverErrors?.values[field];
    return server && unchanged ? server : undefined;
  };

  const onCaptcha = (token: string | null) => {
    void setFieldValue('captchaToken', token ?? '', Boolean(token));
    if (!token) void setFieldTouched('captchaToken', false, false);
  };

  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.label}>
      <TextField {...getFieldProps('name')} error={error('name')} label={m.name} autoComplete="name" maxLength={DOUBLER_NAME_MAX_LENGTH} required />
      <TextField
        {...getFieldProps('email')}
        error={error('email')}
        label={m.email}
        hint={m.emailHint}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
      />
      <CardNumberField
        {...getFieldProps('cardNumber')}
        onValueChange={(value) => void setFieldValue('cardNumber', value)}
        error={error('cardNumber')}
        label={m.cardNumber}
        hint={m.cardNumberHint}
        required
      />
      <PinField
        {...getFieldProps('pin')}
        onValueChange={(value) => void setFieldValue('pin', value)}
        error={error('pin')}
        label={m.pin}
        hint={m.pinHint}
        className={styles.pin}
        required
      />
      <CaptchaField label={m.captcha} onChange={onCaptcha} error={error('captchaToken')} resetKey={captchaResetKey} load={loadCaptcha} />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}
