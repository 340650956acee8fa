import { useFormikContext } from 'formik';
import { Checkbox, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import type { CheckoutDetailsValues } from './details-values';
import { useFieldError } from './use-field-error';
import styles from './details-form.module.css';

/** The business box and, when ticked, the business details (spec §3): required then, ignored otherwise. */
export function BusinessFields({ serverErrors }: { serverErrors: Readonly<Record<string, string>> }) {
  const m = useMessages(checkoutUiMessages).details;
  const { values, getFieldProps } = useFormikContext<CheckoutDetailsValues>();
  const error = useFieldError(serverErrors);
  const field = (name: keyof CheckoutDetailsValues['business']) => ({ ...getFieldProps(`business.${name}`), error: error(`business.${name}`) });
  return (
    <>
      <Checkbox {...getFieldProps({ name: 'isBusiness', type: 'checkbox' })} label={m.business} hint={m.businessHint} />
      {values.isBusiness && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{m.businessLegend}</legend>
          <TextField {...field('companyName')} label={m.companyName} autoComplete="organization" required />
          <div className={styles.pair}>
            <TextField {...field('kvkNumber')} label={m.kvkNumber} autoComplete="off" required />
            <TextField {...field('vatNumber')} label={m.vatNumber} autoComplete="off" required />
          </div>
          <TextField {...field('referenceNumber')} label={m.referenceNumber} autoComplete="off" required />
          <TextField {...field('invoiceEmail')} label={m.invoiceEmail} hint={m.invoiceEmailHint} type="email" autoComplete="email" />
        </fieldset>
      )}
    </>
  );
}
