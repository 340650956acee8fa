import { NativeSelect, TextField, type SelectOption } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import type { DeliveryType } from './delivery-values';
import { useField } from './use-field';
import styles from './delivery-form.module.css';

export interface ReceiverFieldsProps {
  index: number;
  deliveryType: DeliveryType;
  countries: readonly SelectOption[];
  legend: string;
}

function Text({ name, label, required, type = 'text', className }: { name: string; label: string; required?: boolean; type?: string; className?: string }) {
  const { field, error } = useField(name);
  // The receiver is someone else: the browser's own details must not be filled in here.
  return <TextField {...field} label={label} error={error} required={required} type={type} autoComplete="off" className={className} />;
}

/** One receiver: names and e-mail twice (digital), or names and postal address (physical). */
export function ReceiverFields({ index, deliveryType, countries, legend }: ReceiverFieldsProps) {
  const m = useMessages(basketUiMessages).form;
  const name = (field: string) => `receivers.${index}.${field}`;
  const country = useField(name('countryCode'));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        <Text name={name('firstName')} label={m.firstName} required />
        <Text name={name('lastName')} label={m.lastName} required={deliveryType === 'PHYSICAL'} />
      </div>
      {deliveryType === 'DIGITAL' ? (
        <div className={styles.pair}>
          <Text name={name('email')} label={m.email} type="email" required />
          <Text name={name('confirmEmail')} label={m.confirmEmail} type="email" required />
        </div>
      ) : (
        <>
          <NativeSelect {...country.field} label={m.country} options={countries} error={country.error} required />
          <div className={styles.address}>
            <Text name={name('postCode')} label={m.postCode} required />
            <Text name={name('houseNumber')} label={m.houseNumber} required />
            <Text name={name('suffix')} label={m.suffix} />
          </div>
          <div className={styles.pair}>
            <Text name={name('street')} label={m.street} required />
            <Text name={name('city')} label={m.city} required />
          </div>
        </>
      )}
    </fieldset>
  );
}
