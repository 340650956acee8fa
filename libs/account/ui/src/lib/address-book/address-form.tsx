import { useMemo, useRef, type ChangeEvent } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import type { AddressEntry_AddressFragment } from '@giftshop/shared-graphql';
import { BILLING_COUNTRIES, Button, Checkbox, NativeSelect, PhoneInput, TextField, type SelectOption } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import type { FormRefusals } from '../customer-form/refusals';
import { useFieldError } from '../customer-form/use-field-error';
import { useFocusFirstError } from '../customer-form/use-focus-first-error';
import { addressValues, validateAddress, type AddressValues } from './address-values';
import { addressBookUiMessages } from './messages';
import styles from './address-book.module.css';

export interface AddressFormProps {
  /** The entry to edit; null adds a new one (which may be made a default at once). */
  address: AddressEntry_AddressFragment | null;
  storeCountry: string;
  countries: readonly SelectOption[];
  callingCodes: readonly SelectOption[];
  refusals?: FormRefusals<AddressValues> | null;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

/** An address book entry by the delivery address rules, with an optional e-mail and phone and a company for a business. */
export function AddressForm({ address, storeCountry, refusals, onSubmit, ...rest }: AddressFormProps) {
  const { language } = useI18n();
  const initialValues = useMemo(() => addressValues(address, storeCountry), [address, storeCountry]);
  return (
    <Formik<AddressValues> initialValues={initialValues} validate={(values) => validateAddress(values, language)} onSubmit={onSubmit}>
      <AddressFields adding={!address} refusals={refusals} {...rest} />
    </Formik>
  );
}

function AddressFields({ adding, countries, callingCodes, refusals, onCancel }: { adding: boolean } & Pick<AddressFormProps, 'countries' | 'callingCodes' | 'refusals' | 'onCancel'>) {
  const m = useMessages(addressBookUiMessages);
  const { values, getFieldProps, setFieldValue, setFieldTouched, isSubmitting, isValid, submitCount } = useFormikContext<AddressValues>();
  const form = useRef<HTMLFormElement>(null);
  const error = useFieldError(refusals);
  useFocusFirstError(form, refusals);
  const field = (name: keyof AddressValues) => ({ ...getFieldProps(name), error: error(name) });
  const country = getFieldProps('countryCode');
  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    country.onChange(event);
    const code = BILLING_COUNTRIES[event.target.value];
    if (code && !values.phoneNumber.number.trim()) void setFieldValue('phoneNumber', { callingCode: code, number: '' });
  };
  const toggleDefault = (kind: 'BILLING' | 'DELIVERY', on: boolean) =>
    void setFieldValue('defaultFor', on ? [...values.defaultFor, kind] : values.defaultFor.filter((k) => k !== kind));
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.formLabel}>
      <FormAlert>{refusals?.general}</FormAlert>
      <div className={styles.pair}>
        <TextField {...field('firstName')} label={m.firstName} autoComplete="given-name" required />
        <TextField {...field('lastName')} label={m.lastName} autoComplete="family-name" required />
      </div>
      <Checkbox {...getFieldProps({ name: 'isBusiness', type: 'checkbox' })} label={m.isBusiness} />
      {values.isBusiness && <TextField {...field('companyName')} label={m.companyName} autoComplete="organization" required />}
      <NativeSelect {...country} onChange={changeCountry} label={m.country} options={countries} autoComplete="country" error={error('countryCode')} required />
      <div className={styles.triple}>
        <TextField {...field('postCode')} label={m.postCode} autoComplete="postal-code" required />
        <TextField {...field('houseNumber')} label={m.houseNumber} inputMode="numeric" autoComplete="off" required />
        <TextField {...field('suffix')} label={m.suffix} autoComplete="off" />
      </div>
      <TextField {...field('street')} label={m.street} autoComplete="address-line1" required />
      <TextField {...field('city')} label={m.city} autoComplete="address-level2" required />
      <TextField {...field('email')} label={m.email} hint={m.optional} type="email" autoComplete="email" />
      <PhoneInput
        label={m.phone}
        hint={m.optional}
        name="phoneNumber"
        callingCodes={callingCodes}
        value={values.phoneNumber}
        onChange={(phone) => void setFieldValue('phoneNumber', phone)}
        onBlur={() => void setFieldTouched('phoneNumber', true)}
        error={error('phoneNumber')}
      />
      {adding && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{m.defaultFor}</legend>
          <Checkbox name="defaultBilling" checked={values.defaultFor.includes('BILLING')} onChange={(e) => toggleDefault('BILLING', e.target.checked)} label={m.defaultBilling} />
          <Checkbox name="defaultDelivery" checked={values.defaultFor.includes('DELIVERY')} onChange={(e) => toggleDefault('DELIVERY', e.target.checked)} label={m.defaultDelivery} />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={submitCount > 0 && !isValid} loading={isSubmitting}>
          {m.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {m.cancel}
        </Button>
      </div>
    </Form>
  );
}
