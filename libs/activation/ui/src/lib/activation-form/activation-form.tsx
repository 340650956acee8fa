import { useEffect, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, CardNumberField, TextField } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { activationMessages } from '@giftshop/util-validation';
import { activationUiMessages } from '../messages';
import { activationErrors } from './activation-rules';
import { ACTIVATION_FIELDS, emptyActivation, type ActivationField, type ActivationServerErrors, type ActivationValues } from './activation-values';
import styles from './activation-form.module.css';

export interface ActivationFormProps {
  /** The Choice card's value range in minor units, and its currency. */
  range: { min: number; max: number; currency: string };
  serverErrors?: ActivationServerErrors | null;
  onSubmit: (values: ActivationValues) => Promise<void>;
}

/** Card number (in groups of four), value and confirmation e-mail of a Choice card activation (spec §2.1 /activate/). */
export function ActivationForm({ range, serverErrors, onSubmit }: ActivationFormProps) {
  const { language, locale } = useI18n();
  const money = (minor: number) => formatMoney({ minorUnits: minor, currency: range.currency }, locale, { wholeWhenRound: true });
  const validate = (values: ActivationValues) => activationErrors(values, range, activationMessages(language), money);
  return (
    <Formik<ActivationValues> initialValues={emptyActivation()} validate={validate} onSubmit={onSubmit}>
      <ActivationFields serverErrors={serverErrors} amountHint={{ min: money(range.min), max: money(range.max) }} />
    </Formik>
  );
}

function ActivationFields({ serverErrors, amountHint }: { serverErrors?: ActivationServerErrors | null; amountHint: { min: string; max: string } }) {
  const m = useMessages(activationUiMessages).form;
  const { values, errors, touched, isValid, isSubmitting, submitCount, getFieldProps, setFieldValue } = useFormikContext<ActivationValues>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = ACTIVATION_FIELDS.find((field) => serverErrors?.fields[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [serverErrors]);

  const error = (field: ActivationField): string | undefined => {
    const own = touched[field] ? errors[field] : undefined;
    if (own) return own;
    const server = serverErrors?.fields[field];
    return server && values[field] === serverErrors?.values[field] ? server : undefined;
  };

  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.label}>
      <CardNumberField
        {...getFieldProps('cardNumber')}
        onValueChange={(value) => void setFieldValue('cardNumber', value)}
        error={error('cardNumber')}
        label={m.cardNumber}
        hint={m.cardNumberHint}
        required
      />
      <TextField
        {...getFieldProps('amount')}
        error={error('amount')}
        label={m.amount}
        hint={format(m.amountHint, amountHint)}
        inputMode="numeric"
        autoComplete="off"
        className={styles.amount}
        required
      />
      <TextField {...getFieldProps('email')} error={error('email')} label={m.email} hint={m.emailHint} type="email" autoComplete="email" required />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}
