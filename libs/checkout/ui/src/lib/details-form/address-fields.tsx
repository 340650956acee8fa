import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { BILLING_COUNTRIES, NativeSelect, type SelectOption, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import type { CheckoutDetailsValues } from './details-values';
import { useFieldError } from './use-field-error';
import styles from './details-form.module.css';

interface AddressFieldsProps {
  countries: readonly SelectOption[];
  serverErrors: Readonly<Record<string, string>>;
}

type AddressField = 'postCode' | 'houseNumber' | 'suffix' | 'street' | 'city';

/** The billing address; the postcode is checked against the chosen country's format. */
export function AddressFields({ countries, serverErrors }: AddressFieldsProps) {
  const m = useMessages(checkoutUiMessages).details;
  const { values, getFieldProps, setFieldValue } = useFormikContext<CheckoutDetailsValues>();
  const error = useFieldError(serverErrors);
  const field = (name: AddressField) => ({ ...getFieldProps(`billingAddress.${name}`), error: error(`billingAddress.${name}`) });
  const country = getFieldProps('billingAddress.countryCode');

  // A phone number not typed yet follows the country's calling code.
  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    country.onChange(event);
    const code = BILLING_COUNTRIES[event.target.value];
    if (code && !values.billingAddress.phoneNumber.number.trim()) void setFieldValue('billingAddress.phoneNumber', { callingCode: code, number: '' });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.addressLegend}</legend>
      <NativeSelect {...country} onChange={changeCountry} label={m.country} options={countries} autoComplete="country" error={error('billingAddress.countryCode')} required />
      <div className={styles.triple}>
        <TextField {...field('postCode')} label={m.postCode} autoComplete="postal-code" required />
        <TextField {...field('houseNumber')} label={m.houseNumber} inputMode="numeric" autoComplete="off" required />
        <TextField {...field('suffix')} label={m.suffix} autoComplete="off" />
      </div>
      <TextField {...field('street')} label={m.street} autoComplete="address-line1" required />
      <TextField {...field('city')} label={m.city} autoComplete="address-level2" required />
    </fieldset>
  );
}
