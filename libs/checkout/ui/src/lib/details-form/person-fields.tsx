import { useFormikContext } from 'formik';
import { PhoneInput, TextField, type SelectOption } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import type { CheckoutDetailsValues } from './details-values';
import { useFieldError } from './use-field-error';
import styles from './details-form.module.css';

interface PersonFieldsProps {
  callingCodes: readonly SelectOption[];
  serverErrors: Readonly<Record<string, string>>;
}

/** Name, e-mail and phone of the buyer: the confirmation e-mail goes to this address. */
export function PersonFields({ callingCodes, serverErrors }: PersonFieldsProps) {
  const m = useMessages(checkoutUiMessages).details;
  const { values, getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<CheckoutDetailsValues>();
  const error = useFieldError(serverErrors);
  const field = (name: 'firstName' | 'lastName' | 'email') => ({ ...getFieldProps(`billingAddress.${name}`), error: error(`billingAddress.${name}`) });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.personLegend}</legend>
      <div className={styles.pair}>
        <TextField {...field('firstName')} label={m.firstName} autoComplete="given-name" required />
        <TextField {...field('lastName')} label={m.lastName} autoComplete="family-name" required />
      </div>
      <TextField {...field('email')} label={m.email} hint={m.emailHint} type="email" autoComplete="email" required />
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
  );
}
