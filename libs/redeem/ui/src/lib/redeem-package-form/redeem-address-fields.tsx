import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { countryOptions, NativeSelect, TextField } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { redeemPackageMessages } from './messages';
import type { RedeemAddressValues, RedeemPackageValues } from './redeem-package-values';
import { useFieldError, type RedeemPackageServerErrors } from './use-field-error';
import styles from './redeem-package-modal.module.css';

export interface RedeemAddressFieldsProps {
  /** Listed first among the countries. */
  storeCountry: string;
  serverErrors?: RedeemPackageServerErrors | null;
}

/** The delivery address of a card sent by post; the postcode is checked against the chosen country's format. */
export function RedeemAddressFields({ storeCountry, serverErrors }: RedeemAddressFieldsProps) {
  const m = useMessages(redeemPackageMessages);
  const { locale } = useI18n();
  const { getFieldProps } = useFormikContext<RedeemPackageValues>();
  const error = useFieldError(serverErrors);
  const countries = useMemo(() => countryOptions(locale, storeCountry), [locale, storeCountry]);
  // The receiver is someone else: the browser's own address must not be filled in here.
  const field = (name: keyof RedeemAddressValues) => ({ ...getFieldProps(`receiver.address.${name}`), error: error(`receiver.address.${name}`), autoComplete: 'off' });
  return (
    <>
      <NativeSelect {...field('countryCode')} label={m.country} options={countries} required />
      <div className={styles.address}>
        <TextField {...field('postCode')} label={m.postCode} required />
        <TextField {...field('houseNumber')} label={m.houseNumber} inputMode="numeric" required />
        <TextField {...field('suffix')} label={m.suffix} />
      </div>
      <div className={styles.pair}>
        <TextField {...field('street')} label={m.street} required />
        <TextField {...field('city')} label={m.city} required />
      </div>
    </>
  );
}
