import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import { Form, Formik, getIn, useFormikContext } from 'formik';
import { mixed, object, string } from 'yup';
import type { RedeemBillingForm_MethodFragment } from '@giftshop/shared-graphql';
import { BILLING_COUNTRIES, Button, callingCodeOptions, Checkbox, countryOptions, NativeSelect, PhoneInput, RadioGroup, TextField, uiMessages, VisuallyHidden } from '@giftshop/shared-ui';
import { formatParts, useI18n, useMessages } from '@giftshop/util-i18n';
import { billingAddressSchema, businessDetailsSchema, checkoutMessages, termsSchema, type CheckoutMessages } from '@giftshop/util-validation';
import { redeemUiMessages, type RedeemUiMessages } from '../messages';
import { banksOf, emptyRedeemBilling, type RedeemBillingValues } from './redeem-billing-values';
import { RedeemBusinessFields } from './redeem-business-fields';
import styles from './redeem-billing-form.module.css';

export interface RedeemBillingFormProps {
  storeCountry: string;
  /** The methods to pay the shortfall with; empty when the cards cover the order (no method is asked). */
  methods: readonly RedeemBillingForm_MethodFragment[];
  termsHref: string;
  onSubmit: (values: RedeemBillingValues) => Promise<void>;
  /** The gateway's refusals by field path (billingAddress.postCode, termsAccepted, paymentMethod…). */
  serverErrors?: Readonly<Record<string, string>>;
  /** Shown under the button, e.g. while the holder is sent to the payment page. */
  status?: ReactNode;
  /** A business redeem order: the company details are asked too. */
  business?: boolean;
  /** What the form starts from (a logged-in customer's details); empty by default. */
  initialValues?: RedeemBillingValues;
}

/** The redeem checkout's form: the billing address, the way to pay a shortfall, and the terms (spec §4, §5). */
export function RedeemBillingForm({ storeCountry, methods, termsHref, onSubmit, serverErrors = {}, status, business = false, initialValues: given }: RedeemBillingFormProps) {
  const { language } = useI18n();
  const m = useMessages(redeemUiMessages).billing;
  const schema = useMemo(() => billingSchema(methods, checkoutMessages(language), m, business), [methods, language, m, business]);
  const initialValues = useMemo(() => given ?? emptyRedeemBilling(storeCountry), [given, storeCountry]);
  return (
    <Formik<RedeemBillingValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate className={styles.form} aria-label={m.label}>
        <BillingFields storeCountry={storeCountry} serverErrors={serverErrors} />
        {business && <BusinessPart serverErrors={serverErrors} />}
        {methods.length > 0 && <MethodFields methods={methods} serverErrors={serverErrors} />}
        <TermsField termsHref={termsHref} serverErrors={serverErrors} />
        <SubmitButton />
        <p role="status" className={styles.status}>
          {status}
        </p>
      </Form>
    </Formik>
  );
}

/** The form's own error once touched (or after a submit), else the gateway's while the value is the one it refused. */
function useFieldError(serverErrors: Readonly<Record<string, string>>) {
  const { errors, touched, values, initialValues, submitCount } = useFormikContext<RedeemBillingValues>();
  return (path: string): string | undefined => {
    const own = getIn(touched, path) || submitCount > 0 ? (getIn(errors, path) as string | undefined) : undefined;
    if (own) return own;
    const server = serverErrors[path];
    return server && JSON.stringify(getIn(values, path)) === JSON.stringify(getIn(initialValues, path)) ? server : undefined;
  };
}

type AddressField = 'firstName' | 'lastName' | 'email' | 'postCode' | 'houseNumber' | 'street' | 'city';

function BillingFields({ storeCountry, serverErrors }: { storeCountry: string; serverErrors: Readonly<Record<string, string>> }) {
  const m = useMessages(redeemUiMessages).billing;
  const { locale } = useI18n();
  const { values, getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<RedeemBillingValues>();
  const error = useFieldError(serverErrors);
  const countries = useMemo(() => countryOptions(locale, storeCountry), [locale, storeCountry]);
  const callingCodes = useMemo(() => callingCodeOptions(locale, storeCountry), [locale, storeCountry]);
  const field = (name: AddressField) => ({ ...getFieldProps(`billingAddress.${name}`), error: error(`billingAddress.${name}`) });
  const country = getFieldProps('billingAddress.countryCode');
  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    country.onChange(event);
    const code = BILLING_COUNTRIES[event.target.value];
    if (code && !values.billingAddress.phoneNumber.number.trim()) void setFieldValue('billingAddress.phoneNumber', { callingCode: code, number: '' });
  };
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{m.personLegend}</legend>
        <div className={styles.pair}>
          <TextField {...field('firstName')} label={m.firstName} autoComplete="given-name" required />
          <TextField {...field('lastName')} label={m.lastName} autoComplete="family-name" required />
        </div>
        <TextField {...field('email')} label={m.email} type="email" autoComplete="email" required />
        <PhoneInput
          label={m.phone}
          name="billingAddress.phoneNumber"
          callingCodes={callingCodes}
          value={values.billingAddress.phoneNumber}
          onChange={(phone) => void setFieldValue('billingAddress.phoneNumber', phone)}
          onBlur={() => void setFieldTouched('billingAddress.phoneNumber', true)}
          error={error('billingAddress.phoneNumber')}
          required
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{m.addressLegend}</legend>
        <NativeSelect {...country} onChange={changeCountry} label={m.country} options={countries} autoComplete="country" error={error('billingAddress.countryCode')} required />
        <div className={styles.pair}>
          <TextField {...field('postCode')} label={m.postCode} autoComplete="postal-code" required />
          <TextField {...field('houseNumber')} label={m.houseNumber} inputMode="numeric" autoComplete="off" required />
        </div>
        <TextField {...field('street')} label={m.street} autoComplete="address-line1" required />
        <TextField {...field('city')} label={m.city} autoComplete="address-level2" required />
      </fieldset>
    </>
  );
}

function BusinessPart({ serverErrors }: { serverErrors: Readonly<Record<string, string>> }) {
  return <RedeemBusinessFields error={useFieldError(serverErrors)} />;
}

function MethodFields({ methods, serverErrors }: { methods: readonly RedeemBillingForm_MethodFragment[]; serverErrors: Readonly<Record<string, string>> }) {
  const m = useMessages(redeemUiMessages).billing;
  const { values, getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<RedeemBillingValues>();
  const error = useFieldError(serverErrors);
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
        error={error('paymentMethod')}
        choices={methods.map((method) => ({ value: method.id, label: method.title }))}
      />
      {banks.length > 0 && (
        <NativeSelect
          {...getFieldProps('issuer')}
          label={m.bank}
          placeholder={m.bankPlaceholder}
          options={banks.map((bank) => ({ id: bank.id, label: bank.issuer }))}
          error={error('issuer')}
          required
        />
      )}
    </>
  );
}

function TermsField({ termsHref, serverErrors }: { termsHref: string; serverErrors: Readonly<Record<string, string>> }) {
  const m = useMessages(redeemUiMessages).billing;
  const ui = useMessages(uiMessages);
  const { getFieldProps } = useFormikContext<RedeemBillingValues>();
  const error = useFieldError(serverErrors);
  return (
    <Checkbox
      {...getFieldProps({ name: 'termsAccepted', type: 'checkbox' })}
      error={error('termsAccepted')}
      required
      label={
        <>
          {formatParts(m.terms, {
            terms: (
              <a key="terms" href={termsHref} target="_blank" rel="noopener noreferrer">
                {m.termsLink}
                <VisuallyHidden> {ui.opensInNewTab}</VisuallyHidden>
              </a>
            ),
          })}
        </>
      }
    />
  );
}

function SubmitButton() {
  const m = useMessages(redeemUiMessages).billing;
  const { isValid, isSubmitting, submitCount } = useFormikContext<RedeemBillingValues>();
  return (
    <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
      {m.submit}
    </Button>
  );
}

/** The shared billing, business and terms rules; a method (and its bank) only when there is something to pay. */
function billingSchema(methods: readonly RedeemBillingForm_MethodFragment[], m: CheckoutMessages, ui: RedeemUiMessages['billing'], business: boolean) {
  const ids = methods.map((method) => method.id as string);
  return object({
    billingAddress: billingAddressSchema(m),
    business: business ? businessDetailsSchema(m) : mixed().strip(),
    termsAccepted: termsSchema(m),
    paymentMethod: methods.length > 0 ? string().required(ui.methodRequired).oneOf(ids, m.paymentMethodUnavailable) : mixed().strip(),
    issuer: string().when('paymentMethod', ([method], schema) =>
      banksOf(methods, method as string).length > 0 ? schema.required(m.issuerRequired).oneOf(banksOf(methods, method as string).map((bank) => bank.id), m.issuerUnknown) : schema.strip(),
    ),
  });
}
