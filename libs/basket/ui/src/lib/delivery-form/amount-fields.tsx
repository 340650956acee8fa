import { useFormikContext } from 'formik';
import { RadioGroup, TextField } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import { CUSTOM_AMOUNT, PACKAGE_QUANTITY, type AmountOptions, type PackageValues } from './package-values';
import { useField } from './use-field';
import styles from './delivery-form.module.css';

/** Amount (fixed values, or a whole custom amount within the range) and quantity of a package. */
export function AmountFields({ options, money }: { options: AmountOptions; money: (minorUnits: number) => string }) {
  const m = useMessages(basketUiMessages).form;
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PackageValues>();
  const amount = useField('amount');
  const custom = useField('customAmount');
  const quantity = useField('quantity');
  const choices = [...options.fixedValues.map((value) => ({ value: String(value), label: money(value) })), ...(options.custom ? [{ value: CUSTOM_AMOUNT, label: m.otherAmount }] : [])];
  return (
    <div className={styles.section}>
      {choices.length > 1 && (
        <RadioGroup
          name="amount"
          layout="chips"
          legend={m.amount}
          value={values.amount}
          onChange={(value) => void setFieldValue('amount', value)}
          onBlur={() => void setFieldTouched('amount')}
          error={amount.error}
          choices={choices}
        />
      )}
      {options.custom && values.amount === CUSTOM_AMOUNT && (
        <TextField
          {...custom.field}
          label={m.customAmount}
          hint={format(m.customAmountHint, { min: money(options.custom.min), max: money(options.custom.max) })}
          error={custom.error}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}
      <TextField {...quantity.field} label={m.quantity} error={quantity.error} type="number" inputMode="numeric" min={PACKAGE_QUANTITY.min} max={PACKAGE_QUANTITY.max} required />
    </div>
  );
}
