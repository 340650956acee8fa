import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { Button, CaptchaField, RadioGroup, TextArea, TextField } from '@giftshop/shared-ui';
import { useStore } from '@giftshop/shared-data-access';
import { format, useMessages, useRoutes } from '@giftshop/util-i18n';
import { ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, QUOTE_MAX_LINES, enquiryMessages, localToday, quoteRequestErrors, type QuoteRequest } from '@giftshop/util-validation';
import { enquiryPageMessages } from './enquiry-messages';
import { errorsOf, useEnquirySubmit } from './use-enquiry-submit';
import styles from './enquiry-form.module.css';

interface QuoteLineValues {
  product: string;
  quantity: string;
  /** Whole units as typed. */
  value: string;
}

export interface QuoteRequestValues {
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  lines: QuoteLineValues[];
  deliveryMethod: string;
  deliveryDate: string;
  message: string;
  captchaToken: string;
}

const emptyLine = (product = ''): QuoteLineValues => ({ product, quantity: '', value: '' });

const toRequest = (v: QuoteRequestValues): QuoteRequest => ({
  ...v,
  lines: v.lines.map((l) => ({ product: l.product, quantity: Number(l.quantity.trim() || NaN), value: Math.round(Number(l.value.trim() || NaN) * 100) })),
});

const FIELDS = new Set(['companyName', 'contactName', 'email', 'phoneNumber', 'lines', 'deliveryMethod', 'deliveryDate', 'message', 'captchaToken']);
const fieldOf = (path: string) => (FIELDS.has(path) || /^lines\[\d+\]\.(product|quantity|value)$/.test(path) ? path : null);

export interface QuoteRequestFormProps {
  /** A gift card named by the page that links here (`?product=`), filled into the first line. */
  product?: string;
}

/**
 * The business quote request (spec §2.4 business form page): the shared rules of util-validation, checked on submit
 * and then on change (the date against the browser's today; the gateway checks it in the store's time zone); an
 * accepted request goes on to the thank-you page.
 */
export function QuoteRequestForm({ product = '' }: QuoteRequestFormProps) {
  const store = useStore();
  const routes = useRoutes();
  const navigate = useNavigate();
  const { send, captchaResetKey } = useEnquirySubmit('quote', fieldOf);
  const rules = useMemo(() => enquiryMessages(store.language), [store.language]);
  const initialValues: QuoteRequestValues = {
    companyName: '',
    contactName: '',
    email: '',
    phoneNumber: '',
    lines: [emptyLine(product)],
    deliveryMethod: 'DIGITAL',
    deliveryDate: '',
    message: '',
    captchaToken: '',
  };
  return (
    <Formik<QuoteRequestValues>
      initialValues={initialValues}
      validateOnBlur={false}
      validate={(values) => errorsOf(quoteRequestErrors(toRequest(values), rules, { country: store.countryCode, today: localToday(Intl.DateTimeFormat().resolvedOptions().timeZone) }))}
      onSubmit={async (values, helpers) => {
        const { captchaToken, ...request } = toRequest(values);
        if (await send(request, captchaToken, helpers)) await navigate(routes.path('businessQuoteSuccess'));
      }}
    >
      <QuoteFields captchaResetKey={captchaResetKey} />
    </Formik>
  );
}

function QuoteFields({ captchaResetKey }: { captchaResetKey: number }) {
  const m = useMessages(enquiryPageMessages).quote;
  const { values, errors, touched, submitCount, isSubmitting, getFieldProps, setFieldValue } = useFormikContext<QuoteRequestValues>();
  const form = useRef<HTMLFormElement>(null);
  const error = (path: string): string | undefined => {
    const message = getIn(errors, path);
    return typeof message === 'string' && (submitCount > 0 || getIn(touched, path)) ? message : undefined;
  };
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.formLabel}>
      <TextField {...getFieldProps('companyName')} error={error('companyName')} label={m.company} autoComplete="organization" maxLength={ENQUIRY_NAME_MAX_LENGTH} required />
      <TextField {...getFieldProps('contactName')} error={error('contactName')} label={m.contactName} autoComplete="name" maxLength={ENQUIRY_NAME_MAX_LENGTH} required />
      <TextField {...getFieldProps('email')} error={error('email')} label={m.email} type="email" autoComplete="email" spellCheck={false} required />
      <TextField {...getFieldProps('phoneNumber')} error={error('phoneNumber')} label={m.phone} hint={m.phoneHint} type="tel" autoComplete="tel" required />
      <fieldset className={styles.lines}>
        <legend className={styles.legend}>{m.lines}</legend>
        <FieldArray name="lines">
          {(lines) => (
            <>
              {values.lines.map((_, i) => (
                <div key={i} className={styles.line}>
                  <TextField {...getFieldProps(`lines.${i}.product`)} error={error(`lines[${i}].product`)} label={m.product} required />
                  <TextField {...getFieldProps(`lines.${i}.quantity`)} error={error(`lines[${i}].quantity`)} label={m.quantity} inputMode="numeric" required />
                  <TextField {...getFieldProps(`lines.${i}.value`)} error={error(`lines[${i}].value`)} label={m.value} hint={m.valueHint} inputMode="numeric" required />
                  {values.lines.length > 1 && (
                    <Button type="button" variant="secondary" onClick={() => lines.remove(i)}>
                      {format(m.removeLine, { n: i + 1 })}
                    </Button>
                  )}
                </div>
              ))}
              {values.lines.length < QUOTE_MAX_LINES && (
                <Button type="button" variant="secondary" onClick={() => lines.push(emptyLine())}>
                  {m.addLine}
                </Button>
              )}
            </>
          )}
        </FieldArray>
        {typeof errors.lines === 'string' && submitCount > 0 && <p className={styles.error}>{errors.lines}</p>}
      </fieldset>
      <RadioGroup
        name="deliveryMethod"
        legend={m.delivery}
        choices={[
          { value: 'DIGITAL', label: m.digital },
          { value: 'PHYSICAL', label: m.physical },
        ]}
        value={values.deliveryMethod}
        onChange={(value) => void setFieldValue('deliveryMethod', value)}
        error={error('deliveryMethod')}
      />
      <TextField {...getFieldProps('deliveryDate')} error={error('deliveryDate')} label={m.deliveryDate} hint={m.deliveryDateHint} type="date" />
      <TextArea {...getFieldProps('message')} error={error('message')} label={m.message} maxLength={ENQUIRY_MESSAGE_MAX_LENGTH} rows={4} />
      <CaptchaField
        label={m.captcha}
        onChange={(token) => void setFieldValue('captchaToken', token ?? '', Boolean(token))}
        error={error('captchaToken')}
        resetKey={captchaResetKey}
      />
      <Button type="submit" size="large" loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}
