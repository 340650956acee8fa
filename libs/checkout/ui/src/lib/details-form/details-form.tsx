import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { mixed, object } from 'yup';
import { Button, type SelectOption } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { billingAddressSchema, businessDetailsSchema, checkoutMessages, type CheckoutMessages } from '@giftshop/util-validation';
import { checkoutUiMessages } from '../messages';
import { AddressFields } from './address-fields';
import { BusinessFields } from './business-fields';
import type { CheckoutDetailsValues } from './details-values';
import { PersonFields } from './person-fields';
import styles from './details-form.module.css';

export interface DetailsFormProps {
  initialValues: CheckoutDetailsValues;
  countries: readonly SelectOption[];
  callingCodes: readonly SelectOption[];
  /** The gateway's refusals by field path (billingAddress.postCode); each shows until its field changes. */
  serverErrors?: Readonly<Record<string, string>>;
  onSubmit: (values: CheckoutDetailsValues) => void | Promise<void>;
}

/**
 * The checkout's first step: private or business customer, contact and billing address (spec §5 rules). The button
 * is disabled only after a first click found errors, so that click always explains what is missing.
 */
export function DetailsForm({ initialValues, countries, callingCodes, serverErrors = {}, onSubmit }: DetailsFormProps) {
  const { language } = useI18n();
  const messages = useMessages(checkoutUiMessages).details;
  const schema = useMemo(() => detailsSchema(checkoutMessages(language)), [language]);
  return (
    <Formik<CheckoutDetailsValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isValid, isSubmitting, submitCount }) => (
        <Form noValidate className={styles.form} aria-label={messages.heading}>
          <BusinessFields serverErrors={serverErrors} />
          <PersonFields callingCodes={callingCodes} serverErrors={serverErrors} />
          <AddressFields countries={countries} serverErrors={serverErrors} />
          <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
            {messages.submit}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** The shared checkout rules (the gateway applies the same), business details only when the box is ticked. */
function detailsSchema(m: CheckoutMessages) {
  return object({
    billingAddress: billingAddressSchema(m),
    business: mixed().when('isBusiness', { is: true, then: () => businessDetailsSchema(m), otherwise: (schema) => schema.strip() }),
  });
}
