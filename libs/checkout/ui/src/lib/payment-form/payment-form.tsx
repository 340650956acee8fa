import { Fragment, useMemo, type ReactNode } from 'react';
import { Form, Formik, getIn, useFormikContext } from 'formik';
import { mixed, object, string } from 'yup';
import type { PaymentForm_MethodFragment } from '@giftshop/shared-graphql';
import { Button, Checkbox, NativeSelect, RadioGroup, uiMessages, VisuallyHidden } from '@giftshop/shared-ui';
import { formatParts, useI18n, useMessages, type Message } from '@giftshop/util-i18n';
import { checkoutMessages, termsSchema, type CheckoutMessages } from '@giftshop/util-validation';
import { checkoutUiMessages, type CheckoutUiMessages } from '../messages';
import { banksOf, emptyPayment, PAID_LATER, type PaymentValues } from './payment-values';
import styles from './payment-form.module.css';

export interface PaymentFormProps {
  methods: readonly PaymentForm_MethodFragment[];
  onSubmit: (values: PaymentValues) => void | Promise<void>;
  /** The general terms page; without it no terms agreement is asked (a retry of an order already placed). */
  termsHref?: string;
  /** Replaces the submit button's text, e.g. "Complete payment". */
  submitLabel?: string;
  /** A refusal of the whole payment (fraud 2035, retry limit 2036), announced above the button. */
  alert?: string | null;
  /** The gateway's refusals by field (paymentMethod, issuer, termsAccepted). */
  serverErrors?: Readonly<Record<string, string>>;
  /** Shown under the form while the shopper is sent to the payment page. */
  status?: ReactNode;
  children?: ReactNode;
}

/** The payment step: the store's methods, the bank for iDEAL, and the terms agreement (spec §4, §5). */
export function PaymentForm({ methods, onSubmit, termsHref, submitLabel, alert, serverErrors = {}, status, children }: PaymentFormProps) {
  const { language } = useI18n();
  const messages = useMessages(checkoutUiMessages);
  const schema = useMemo(() => paymentSchema(methods, checkoutMessages(language), messages.payment, Boolean(termsHref)), [methods, language, messages, termsHref]);
  return (
    <Formik<PaymentValues> initialValues={emptyPayment} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate className={styles.form} aria-label={messages.payment.heading}>
        <PaymentFields methods={methods} termsHref={termsHref} serverErrors={serverErrors} />
        {children}
        {alert && (
          <p role="alert" className={styles.alert}>
            {alert}
          </p>
        )}
        <SubmitButton label={submitLabel} />
        <p role="status" className={styles.status}>
          {status}
        </p>
      </Form>
    </Formik>
  );
}

interface PaymentFieldsProps {
  methods: readonly PaymentForm_MethodFragment[];
  termsHref?: string;
  serverErrors: Readonly<Record<string, string>>;
}

function PaymentFields({ methods, termsHref, serverErrors }: PaymentFieldsProps) {
  const m = useMessages(checkoutUiMessages).payment;
  const ui = useMessages(uiMessages);
  const { values, errors, touched, submitCount, getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<PaymentValues>();
  const shown = (name: keyof PaymentValues) => ((touched[name] || submitCount > 0) && (getIn(errors, name) as string | undefined)) || serverErrors[name];
  const banks = banksOf(methods, values.paymentMethod);
  return (
    <>
      <RadioGroup
        name="paymentMethod"
        legend={m.methods}
        value={values.paymentMethod}
        onChange={(id) => {
          void setFieldValue('paymentMethod', id);
          void setFieldValue('issuer', '');
        }}
        onBlur={() => void setFieldTouched('paymentMethod')}
        error={shown('paymentMethod')}
        choices={methods.map((method) => ({ value: method.id, label: method.title }))}
      />
      {banks.length > 0 && (
        <NativeSelect
          {...getFieldProps('issuer')}
          label={m.bank}
          placeholder={m.bankPlaceholder}
          options={banks.map((bank) => ({ id: bank.id, label: bank.issuer }))}
          error={shown('issuer')}
          required
        />
      )}
      {termsHref && (
        <Checkbox
          {...getFieldProps({ name: 'termsAccepted', type: 'checkbox' })}
          error={shown('termsAccepted')}
          required
          label={
            <TermsLabel template={m.terms}>
              <a href={termsHref} target="_blank" rel="noopener noreferrer">
                {m.termsLink}
                <VisuallyHidden> {ui.opensInNewTab}</VisuallyHidden>
              </a>
            </TermsLabel>
          }
        />
      )}
    </>
  );
}

/** "I agree to the {terms}" with the link in place of the placeholder. */
function TermsLabel({ template, children }: { template: Message<'terms'>; children: ReactNode }) {
  return <>{formatParts(template, { terms: <Fragment key="terms">{children}</Fragment> })}</>;
}

function SubmitButton({ label }: { label?: string }) {
  const m = useMessages(checkoutUiMessages).payment;
  const { values, isValid, isSubmitting, submitCount } = useFormikContext<PaymentValues>();
  const text = label ?? (PAID_LATER.has(values.paymentMethod) ? m.submitPlace : m.submitPay);
  return (
    <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting}>
      {text}
    </Button>
  );
}

/** A method from the list, its bank when it has banks, and the shared terms rule when terms are asked. */
function paymentSchema(methods: readonly PaymentForm_MethodFragment[], m: CheckoutMessages, ui: CheckoutUiMessages['payment'], askTerms: boolean) {
  return object({
    paymentMethod: string().required(ui.methodRequired).oneOf(methods.map((method) => method.id), m.paymentMethodUnavailable),
    issuer: string().when('paymentMethod', ([method], schema) =>
      banksOf(methods, method as string).length > 0
        ? schema.required(m.issuerRequired).oneOf(banksOf(methods, method as string).map((bank) => bank.id), m.issuerUnknown)
        : schema.strip(),
    ),
    termsAccepted: askTerms ? termsSchema(m) : mixed().strip(),
  });
}
