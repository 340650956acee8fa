import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, CaptchaField, CardNumberField, PinField } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { balanceCheckMessages, balanceCheckSchema } from '@giftshop/util-validation';
import { redeemUiMessages } from '../messages';
import { emptyBalanceCheck, type BalanceCheckField, type BalanceCheckServerErrors, type BalanceCheckValues } from './balance-check-values';
import { useBalanceCheckFocus } from './use-balance-check-focus';
import styles from './balance-check-form.module.css';

export interface BalanceCheckFormProps {
  /** A card number to start with, e.g. from the link in the card's e-mail; a new one resets the form. */
  initialCardNumber?: string;
  serverErrors?: BalanceCheckServerErrors | null;
  /** Changes after every answer of the gateway: a captcha solution is good for one check only. */
  captchaResetKey?: number;
  onSubmit: (values: BalanceCheckValues) => Promise<void>;
  /** Loads the captcha widget; stories and tests pass their own. */
  loadCaptcha?: (language: string) => Promise<void>;
  /** The form's name and button text when it serves another step (adding a card to a redeem order). */
  label?: string;
  submitLabel?: string;
}

/** Card number, PIN and captcha of the balance check (spec §5 rules); the PIN only ever travels in the mutation. */
export function BalanceCheckForm({ initialCardNumber = '', serverErrors, captchaResetKey = 0, onSubmit, loadCaptcha, label, submitLabel }: BalanceCheckFormProps) {
  const { language } = useI18n();
  const schema = useMemo(() => balanceCheckSchema(balanceCheckMessages(language)), [language]);
  const initialValues = useMemo(() => emptyBalanceCheck(initialCardNumber), [initialCardNumber]);
  return (
    <Formik<BalanceCheckValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      <BalanceCheckFields serverErrors={serverErrors} captchaResetKey={captchaResetKey} loadCaptcha={loadCaptcha} label={label} submitLabel={submitLabel} />
    </Formik>
  );
}

type FieldsProps = Pick<BalanceCheckFormProps, 'serverErrors' | 'captchaResetKey' | 'loadCaptcha' | 'label' | 'submitLabel'>;

function BalanceCheckFields({ serverErrors, captchaResetKey, loadCaptcha, label, submitLabel }: FieldsProps) {
  const m = useMessages(redeemUiMessages).form;
  const { values, errors, touched, isValid, isSubmitting, submitCount, getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<BalanceCheckValues>();
  const form = useRef<HTMLFormElement>(null);
  useBalanceCheckFocus(form, serverErrors);

  const error = (field: BalanceCheckField): string | undefined => {
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
    <Form ref={form} noValidate className={styles.form} aria-label={label ?? m.label}>
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
        {submitLabel ?? m.submit}
      </Button>
    </Form>
  );
}
