import { useFormikContext } from 'formik';
import type { RedeemPackageModal_ProductFragment } from '@giftshop/shared-graphql';
import { FieldError, TextField } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { redeemUiMessages } from '../messages';
import { redeemPackageMessages } from './messages';
import type { RedeemPackageEdit } from './redeem-package-edit';
import { redeemRange, variationOf, type RedeemPackageValues } from './redeem-package-values';
import { useFieldError, type RedeemPackageServerErrors } from './use-field-error';
import styles from './redeem-package-modal.module.css';

type Money = { minorUnits: number; currency: string };
type Range = { min: number; max: number; currency: string };

/** The amount of the chosen delivery: a range to choose from, or a fixed amount (a package being changed: unless mainItemEditable). */
export function askedAmount(product: RedeemPackageModal_ProductFragment, values: RedeemPackageValues, editing: RedeemPackageEdit | null): { range: Range | null; fixed: Money | null } {
  if (editing && !editing.amountEditable) return { range: null, fixed: editing.amount };
  const range = redeemRange(product, variationOf(product, values.delivery));
  if (range && range.min === range.max) return { range: null, fixed: { minorUnits: range.min, currency: range.currency } };
  return { range, fixed: null };
}

export function useMoney() {
  const { locale } = useI18n();
  return (money: Money) => formatMoney(money, locale, { wholeWhenRound: true });
}

/** Asks the amount within the range, or shows the fixed amount with the gateway's refusal of it beneath. */
export function RedeemAmountField({ product, editing, serverErrors }: { product: RedeemPackageModal_ProductFragment; editing: RedeemPackageEdit | null; serverErrors?: RedeemPackageServerErrors | null }) {
  const m = useMessages(redeemUiMessages).packageForm;
  const post = useMessages(redeemPackageMessages);
  const money = useMoney();
  const { values, getFieldProps } = useFormikContext<RedeemPackageValues>();
  const error = useFieldError(serverErrors)('amount');
  const { range, fixed } = askedAmount(product, values, editing);
  if (fixed) {
    return (
      <div>
        <p className={styles.fixed}>{format(m.fixedAmount, { amount: money(fixed) })}</p>
        <FieldError id={undefined}>{error}</FieldError>
      </div>
    );
  }
  if (!range) return null;
  const { min, max, currency } = range;
  const hint = format(m.amountHint, { min: money({ minorUnits: min, currency }), max: money({ minorUnits: max, currency }) });
  const label = values.delivery === 'PHYSICAL' ? post.amountPerCard : m.amount;
  return <TextField {...getFieldProps('amount')} label={label} hint={hint} error={error} inputMode="numeric" autoComplete="off" className={styles.amount} required />;
}
