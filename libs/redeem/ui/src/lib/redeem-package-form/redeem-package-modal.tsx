import { useMemo } from 'react';
import { Form, Formik, getIn, useFormikContext, type FormikErrors } from 'formik';
import type { RedeemProducts_ProductFragment } from '@giftshop/shared-graphql';
import { Button, Modal, TextField } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { amountSchema, basketMessages, checkoutMessages, parseWholeUnits, receiverErrors } from '@giftshop/util-validation';
import { redeemUiMessages, type RedeemUiMessages } from '../messages';
import { emptyRedeemPackage, redeemRange, type RedeemPackageValues } from './redeem-package-values';
import styles from './redeem-package-modal.module.css';

/** The gateway's refusals by field path (amount, receiver.email…), with the values they were given for. */
export interface RedeemPackageServerErrors {
  fields: Partial<Record<string, string>>;
  values: RedeemPackageValues;
}

export interface RedeemPackageModalProps {
  /** The product being chosen; null closes the modal. */
  product: RedeemProducts_ProductFragment | null;
  onClose: () => void;
  onSubmit: (values: RedeemPackageValues) => Promise<void>;
  serverErrors?: RedeemPackageServerErrors | null;
}

/** The "redeem {product}" modal (spec §2.6): a whole amount within the product's redeem range and the e-mail receiver. */
export function RedeemPackageModal({ product, onClose, onSubmit, serverErrors }: RedeemPackageModalProps) {
  const title = product ? (product.redeemData?.title ?? product.title) : '';
  return (
    <Modal open={product !== null} title={title} onClose={onClose} size="medium">
      {product && <PackageForm key={product.id} product={product} onClose={onClose} onSubmit={onSubmit} serverErrors={serverErrors} />}
    </Modal>
  );
}

function PackageForm({ product, onClose, onSubmit, serverErrors }: RedeemPackageModalProps & { product: RedeemProducts_ProductFragment }) {
  const { language, locale } = useI18n();
  const m = useMessages(redeemUiMessages).packageForm;
  const range = redeemRange(product);
  const money = (minorUnits: number) => formatMoney({ minorUnits, currency: range?.currency ?? 'GBP' }, locale, { wholeWhenRound: true });
  const fixed = range !== null && range.min === range.max;
  const initialValues = useMemo(() => ({ ...emptyRedeemPackage, amount: fixed && range ? String(range.min / 100) : '' }), [fixed, range]);
  const validate = (values: RedeemPackageValues) => validatePackage(values, range, m, language, money);
  return (
    <Formik<RedeemPackageValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      <Form noValidate className={styles.form} aria-label={product.redeemData?.title ?? product.title}>
        {product.redeemData?.description && <p className={styles.description}>{product.redeemData.description}</p>}
        {fixed && range ? (
          <p className={styles.fixed}>{format(m.fixedAmount, { amount: money(range.min) })}</p>
        ) : (
          range && <AmountField hint={format(m.amountHint, { min: money(range.min), max: money(range.max) })} serverErrors={serverErrors} />
        )}
        <ReceiverFields serverErrors={serverErrors} />
        <Actions onClose={onClose} />
      </Form>
    </Formik>
  );
}

/** The error to show on a field: the form's own once touched, else the gateway's while the value is unchanged. */
function useFieldError(serverErrors: RedeemPackageServerErrors | null | undefined) {
  const { errors, touched, values, submitCount } = useFormikContext<RedeemPackageValues>();
  return (path: string): string | undefined => {
    const own = getIn(touched, path) || submitCount > 0 ? (getIn(errors, path) as string | undefined) : undefined;
    if (own) return own;
    const server = serverErrors?.fields[path];
    return server && getIn(values, path) === getIn(serverErrors?.values, path) ? server : undefined;
  };
}

function AmountField({ hint, serverErrors }: { hint: string; serverErrors?: RedeemPackageServerErrors | null }) {
  const m = useMessages(redeemUiMessages).packageForm;
  const { getFieldProps } = useFormikContext<RedeemPackageValues>();
  const error = useFieldError(serverErrors);
  return <TextField {...getFieldProps('amount')} label={m.amount} hint={hint} error={error('amount')} inputMode="numeric" autoComplete="off" className={styles.amount} required />;
}

function ReceiverFields({ serverErrors }: { serverErrors?: RedeemPackageServerErrors | null }) {
  const m = useMessages(redeemUiMessages).packageForm;
  const { getFieldProps } = useFormikContext<RedeemPackageValues>();
  const error = useFieldError(serverErrors);
  const field = (name: keyof RedeemPackageValues['receiver']) => ({ ...getFieldProps(`receiver.${name}`), error: error(`receiver.${name}`) });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.receiverLegend}</legend>
      <div className={styles.pair}>
        <TextField {...field('firstName')} label={m.firstName} autoComplete="off" required />
        <TextField {...field('lastName')} label={m.lastName} autoComplete="off" />
      </div>
      <TextField {...field('email')} label={m.email} type="email" autoComplete="off" required />
      <TextField {...field('confirmEmail')} label={m.confirmEmail} type="email" autoComplete="off" required />
    </fieldset>
  );
}

function Actions({ onClose }: { onClose: () => void }) {
  const m = useMessages(redeemUiMessages).packageForm;
  const { isSubmitting, isValid, submitCount } = useFormikContext<RedeemPackageValues>();
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={submitCount > 0 && !isValid} loading={isSubmitting}>
        {m.submit}
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
        {m.cancel}
      </Button>
    </div>
  );
}

/** The shared amount rule (whole units within the range) and the shared receiver rules of digital delivery. */
function validatePackage(
  values: RedeemPackageValues,
  range: { min: number; max: number } | null,
  m: RedeemUiMessages['packageForm'],
  language: string,
  money: (minorUnits: number) => string,
): FormikErrors<RedeemPackageValues> {
  const errors: FormikErrors<RedeemPackageValues> = {};
  if (range) {
    const typed = values.amount.trim();
    const minor = parseWholeUnits(typed);
    if (!typed) errors.amount = m.amountRequired;
    else if (minor === null) errors.amount = m.wholeUnits;
    else {
      const messages = { required: m.amountRequired, wholeUnits: m.wholeUnits, min: (min: string) => format(m.min, { min }), max: (max: string) => format(m.max, { max }) };
      try {
        amountSchema(range, messages, money).validateSync(minor);
      } catch (error) {
        errors.amount = (error as Error).message;
      }
    }
  }
  const receiver: Record<string, string> = {};
  for (const problem of receiverErrors(values.receiver, 'DIGITAL', checkoutMessages(language), basketMessages(language))) receiver[problem.path] = problem.message;
  if (Object.keys(receiver).length > 0) errors.receiver = receiver;
  return errors;
}
