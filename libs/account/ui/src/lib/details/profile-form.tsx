import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import type { ProfileDetails_ProfileFragment } from '@giftshop/shared-graphql';
import { Button, Checkbox, PhoneInput, TextField, type SelectOption } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import type { FormRefusals } from '../customer-form/refusals';
import { useFieldError } from '../customer-form/use-field-error';
import { useFocusFirstError } from '../customer-form/use-focus-first-error';
import { detailsUiMessages } from './messages';
import { profileValues, validateProfile, type ProfileValues } from './profile-values';
import styles from './details.module.css';

export interface ProfileFormProps {
  profile: ProfileDetails_ProfileFragment;
  /** The store's country: the address is in it, and the phone starts with its calling code. */
  storeCountry: string;
  callingCodes: readonly SelectOption[];
  refusals?: FormRefusals<ProfileValues> | null;
  onSubmit: (values: ProfileValues) => Promise<void>;
  onCancel: () => void;
}

/** Editing the customer's details by the gateway's profile rules; the login e-mail is shown, not edited. */
export function ProfileForm({ profile, storeCountry, callingCodes, refusals, onSubmit, onCancel }: ProfileFormProps) {
  const { language } = useI18n();
  const initialValues = useMemo(() => profileValues(profile, storeCountry), [profile, storeCountry]);
  return (
    <Formik<ProfileValues> initialValues={initialValues} validate={(values) => validateProfile(values, language, storeCountry)} onSubmit={onSubmit}>
      <ProfileFields email={profile.email} callingCodes={callingCodes} refusals={refusals} onCancel={onCancel} />
    </Formik>
  );
}

function ProfileFields({ email, callingCodes, refusals, onCancel }: { email: string } & Pick<ProfileFormProps, 'callingCodes' | 'refusals' | 'onCancel'>) {
  const m = useMessages(detailsUiMessages);
  const { values, getFieldProps, setFieldValue, setFieldTouched, isSubmitting, isValid, submitCount } = useFormikContext<ProfileValues>();
  const form = useRef<HTMLFormElement>(null);
  const error = useFieldError(refusals);
  useFocusFirstError(form, refusals);
  const field = (name: string) => ({ ...getFieldProps(name), error: error(name) });
  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.formLabel}>
      <FormAlert>{refusals?.general}</FormAlert>
      <div className={styles.pair}>
        <TextField {...field('firstName')} label={m.firstName} autoComplete="given-name" required />
        <TextField {...field('lastName')} label={m.lastName} autoComplete="family-name" required />
      </div>
      <TextField name="email" value={email} label={m.email} hint={m.emailHint} type="email" readOnly />
      <PhoneInput
        label={m.phone}
        name="phoneNumber"
        callingCodes={callingCodes}
        value={values.phoneNumber}
        onChange={(phone) => void setFieldValue('phoneNumber', phone)}
        onBlur={() => void setFieldTouched('phoneNumber', true)}
        error={error('phoneNumber')}
      />
      <Checkbox {...getFieldProps({ name: 'isBusiness', type: 'checkbox' })} label={m.isBusiness} />
      {values.isBusiness && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{m.business}</legend>
          <TextField {...field('address.companyName')} label={m.companyName} autoComplete="organization" required />
          <TextField {...field('vatNumber')} label={m.vatNumber} autoComplete="off" />
          <TextField {...field('invoiceEmail')} label={m.invoiceEmail} type="email" autoComplete="email" />
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{m.address}</legend>
        <p className={styles.hint}>{m.addressHint}</p>
        <div className={styles.triple}>
          <TextField {...field('address.postCode')} label={m.postCode} autoComplete="postal-code" />
          <TextField {...field('address.houseNumber')} label={m.houseNumber} inputMode="numeric" autoComplete="off" />
          <TextField {...field('address.suffix')} label={m.suffix} autoComplete="off" />
        </div>
        <TextField {...field('address.street')} label={m.street} autoComplete="address-line1" />
        <TextField {...field('address.city')} label={m.city} autoComplete="address-level2" />
      </fieldset>
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
