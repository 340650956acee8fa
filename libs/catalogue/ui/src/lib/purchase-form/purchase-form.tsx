import { useCallback, useId, useMemo } from 'react';
import { Button, RadioGroup, TextField } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { describeCardSplit, formatMoney } from '@giftshop/util-money';
import { catalogueUiMessages } from '../messages';
import { useFormState, type FormState } from './form-state';
import {
  amountAfterSwitch,
  CUSTOM_AMOUNT,
  initialPurchaseValues,
  optionFor,
  QUANTITY,
  toSelection,
  type PurchaseOption,
  type PurchaseSelection,
  type PurchaseValues,
} from './purchase-values';
import styles from './purchase-form.module.css';

export interface PurchaseFormProps {
  options: PurchaseOption[];
  currency: string;
  inStock: boolean;
  onSubmit: (selection: PurchaseSelection) => void | Promise<void>;
  /** A note announced politely after submitting, e.g. what happens next. */
  status?: string;
  /** Replaces the catalogue's "Order this gift card". */
  heading?: string;
  headingLevel?: 2 | 3;
}

/** Delivery type, amount (fixed or custom) and quantity of a gift card, validated before it goes to the basket. */
export function PurchaseForm({ options, currency, inStock, onSubmit, status, heading, headingLevel = 2 }: PurchaseFormProps) {
  const messages = useMessages(catalogueUiMessages).purchase;
  const { locale } = useI18n();
  const money = useMemo(() => (minorUnits: number) => formatMoney({ minorUnits, currency }, locale, { wholeWhenRound: true }), [currency, locale]);
  const validate = useCallback(
    async (values: PurchaseValues) => (await import('./purchase-schema')).purchaseErrors(values, options, messages.errors, money),
    [options, messages, money],
  );
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const form = useFormState<PurchaseValues>({
    initialValues: initialPurchaseValues(options),
    validate,
    onSubmit: async (values) => void (await onSubmit(toSelection(values, options))),
  });

  return (
    <form noValidate action="#" onSubmit={form.handleSubmit} className={styles.form} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading ?? messages.heading}
      </Heading>
      <PurchaseFields form={form} options={options} money={money} inStock={inStock} status={status} />
    </form>
  );
}

interface PurchaseFieldsProps {
  form: FormState<PurchaseValues>;
  options: PurchaseOption[];
  money: (minorUnits: number) => string;
  inStock: boolean;
  status?: string;
}

function PurchaseFields({ form, options, money, inStock, status }: PurchaseFieldsProps) {
  const messages = useMessages(catalogueUiMessages);
  const m = messages.purchase;
  const { values, errors, touched, isValid, isSubmitting, setFieldValue, setFieldTouched, getFieldProps } = form;
  const option = optionFor(options, values.deliveryType);
  const stockId = useId();
  const shown = (field: keyof PurchaseValues) => (touched[field] && errors[field] ? errors[field] : undefined);
  const { locale } = useI18n();
  // A value above the card maximum is sent as several cards: said before it goes to the basket (spec §9).
  const split = option && !errors.amount && !errors.customAmount ? describeCardSplit(toSelection(values, options).amount, money, locale) : null;

  const switchDelivery = (deliveryType: string) => {
    setFieldValue('deliveryType', deliveryType);
    setFieldValue('amount', amountAfterSwitch(optionFor(options, deliveryType), values.amount));
  };

  return (
    <>
      {options.length > 1 && (
        <RadioGroup
          name="deliveryType"
          legend={m.deliveryType}
          value={values.deliveryType}
          onChange={switchDelivery}
          choices={options.map((o) =>
            o.deliveryType === 'DIGITAL' ? { value: o.deliveryType, label: m.digital, hint: m.digitalHint } : { value: o.deliveryType, label: m.physical, hint: m.physicalHint },
          )}
        />
      )}
      {option && option.fixedValues.length > 0 && (
        <RadioGroup
          name="amount"
          layout="chips"
          legend={m.amount}
          value={values.amount}
          onChange={(amount) => setFieldValue('amount', amount)}
          onBlur={() => setFieldTouched('amount')}
          error={shown('amount')}
          choices={[
            ...option.fixedValues.map((value) => ({ value: String(value), label: money(value) })),
            ...(option.custom ? [{ value: CUSTOM_AMOUNT, label: m.otherAmount }] : []),
          ]}
        />
      )}
      {option?.custom && values.amount === CUSTOM_AMOUNT && (
        <TextField
          {...getFieldProps('customAmount')}
          label={m.customAmount}
          hint={format(m.customAmountHint, { min: money(option.custom.min), max: money(option.custom.max) })}
          error={shown('customAmount')}
          inputMode="numeric"
          autoComplete="off"
          required
          className={styles.amount}
        />
      )}
      {split && <p className={styles.split}>{format(m.splitNotice, split)}</p>}
      <TextField
        {...getFieldProps('quantity')}
        label={m.quantity}
        error={shown('quantity')}
        type="number"
        inputMode="numeric"
        min={QUANTITY.min}
        max={QUANTITY.max}
        required
        className={styles.quantity}
      />
      {!inStock && (
        <p id={stockId} className={styles.outOfStock}>
          {messages.product.outOfStock}
        </p>
      )}
      <div>
        <Button type="submit" size="large" fullWidth disabled={!inStock || !isValid} loading={isSubmitting} aria-describedby={inStock ? undefined : stockId}>
          {m.submit}
        </Button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </>
  );
}
