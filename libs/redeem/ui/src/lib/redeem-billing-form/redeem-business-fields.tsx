import { getIn, useFormikContext } from 'formik';
import { TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { redeemBusinessMessages } from './business-messages';
import type { RedeemBillingValues } from './redeem-billing-values';
import styles from './redeem-billing-form.module.css';

type BusinessField = keyof RedeemBillingValues['business'];

/** The company details of a business redeem checkout: all required but the invoice e-mail (the shared business rules). */
export function RedeemBusinessFields({ error }: { error: (path: string) => string | undefined }) {
  const m = useMessages(redeemBusinessMessages);
  const { getFieldProps, values } = useFormikContext<RedeemBillingValues>();
  const field = (name: BusinessField) => ({ ...getFieldProps(`business.${name}`), value: getIn(values, `business.${name}`) as string, error: error(`business.${name}`) });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.legend}</legend>
      <p className={styles.intro}>{m.intro}</p>
      <TextField {...field('companyName')} label={m.companyName} autoComplete="organization" required />
      <div className={styles.pair}>
        <TextField {...field('kvkNumber')} label={m.kvkNumber} autoComplete="off" required />
        <TextField {...field('vatNumber')} label={m.vatNumber} autoComplete="off" required />
      </div>
      <TextField {...field('referenceNumber')} label={m.referenceNumber} autoComplete="off" required />
      <TextField {...field('invoiceEmail')} label={m.invoiceEmail} hint={m.invoiceEmailHint} type="email" autoComplete="email" />
    </fieldset>
  );
}
