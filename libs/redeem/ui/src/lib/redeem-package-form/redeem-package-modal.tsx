import { useMemo } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import type { RedeemPackageModal_ProductFragment } from '@giftshop/shared-graphql';
import { Button, Modal, RadioGroup, TextField } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { redeemUiMessages } from '../messages';
import { redeemPackageMessages } from './messages';
import { RedeemAddressFields } from './redeem-address-fields';
import { askedAmount, RedeemAmountField, useMoney } from './redeem-amount-field';
import type { RedeemPackageEdit } from './redeem-package-edit';
import { validateRedeemPackage } from './redeem-package-rules';
import { deliveriesOf, emptyRedeemPackage, REDEEM_QUANTITY, type RedeemDelivery, type RedeemPackageValues } from './redeem-package-values';
import { useFieldError, type RedeemPackageServerErrors } from './use-field-error';
import styles from './redeem-package-modal.module.css';

export type { RedeemPackageServerErrors } from './use-field-error';

export interface RedeemPackageModalProps {
  /** The product being chosen; null (with no package being changed) closes the modal. */
  product: RedeemPackageModal_ProductFragment | null;
  /** A package of the order to change instead: the modal opens prefilled and saves the changes. */
  editing?: RedeemPackageEdit | null;
  /** Listed first among the delivery countries, and the country of a new address. */
  storeCountry?: string;
  onClose: () => void;
  onSubmit: (values: RedeemPackageValues) => Promise<void>;
  serverErrors?: RedeemPackageServerErrors | null;
}

type FormProps = Omit<RedeemPackageModalProps, 'product' | 'editing' | 'storeCountry'> & { product: RedeemPackageModal_ProductFragment; editing: RedeemPackageEdit | null; storeCountry: string };
type ServerErrorsProp = { serverErrors?: RedeemPackageServerErrors | null };

/**
 * The "redeem {product}" modal (spec §2.6): by e-mail or by post when the product is offered both ways, the amount,
 * and the e-mail receiver or the delivery address and number of cards. Also changes a package of the order.
 */
export function RedeemPackageModal({ product, editing = null, storeCountry = 'GB', ...props }: RedeemPackageModalProps) {
  const shown = editing?.product ?? product;
  return (
    <Modal open={shown !== null} title={shown ? (shown.redeemData?.title ?? shown.title) : ''} onClose={props.onClose} size="medium">
      {shown && <PackageForm key={editing ? `package-${editing.packageId}` : shown.id} product={shown} editing={editing} storeCountry={storeCountry} {...props} />}
    </Modal>
  );
}

function PackageForm({ product, editing, storeCountry, onClose, onSubmit, serverErrors }: FormProps) {
  const { language } = useI18n();
  const m = useMessages(redeemUiMessages).packageForm;
  const post = useMessages(redeemPackageMessages);
  const money = useMoney();
  const deliveries = editing ? [editing.delivery] : deliveriesOf(product);
  const first = deliveries[0] ?? 'DIGITAL';
  const initialValues = useMemo(() => editing?.values ?? emptyRedeemPackage(first, storeCountry), [editing, first, storeCountry]);
  const validate = (values: RedeemPackageValues) => {
    const { range } = askedAmount(product, values, editing);
    return validateRedeemPackage(values, { range, language, m, post, money: (minorUnits) => money({ minorUnits, currency: range?.currency ?? 'GBP' }) });
  };
  return (
    <Formik<RedeemPackageValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      <Form noValidate className={styles.form} aria-label={product.redeemData?.title ?? product.title}>
        {product.redeemData?.description && <p className={styles.description}>{product.redeemData.description}</p>}
        {deliveries.length > 1 && <DeliveryChoice deliveries={deliveries} />}
        <RedeemAmountField product={product} editing={editing} serverErrors={serverErrors} />
        <QuantityField serverErrors={serverErrors} />
        <ReceiverFields storeCountry={storeCountry} serverErrors={serverErrors} />
        <Actions onClose={onClose} submit={editing ? post.save : m.submit} />
      </Form>
    </Formik>
  );
}

function DeliveryChoice({ deliveries }: { deliveries: RedeemDelivery[] }) {
  const post = useMessages(redeemPackageMessages);
  const { values, setFieldValue } = useFormikContext<RedeemPackageValues>();
  const label = { DIGITAL: post.byEmail, PHYSICAL: post.byPost };
  return (
    <RadioGroup
      name="delivery"
      legend={post.deliveryLegend}
      layout="chips"
      choices={deliveries.map((delivery) => ({ value: delivery, label: label[delivery] }))}
      value={values.delivery}
      onChange={(value) => void setFieldValue('delivery', value)}
    />
  );
}

function QuantityField({ serverErrors }: ServerErrorsProp) {
  const post = useMessages(redeemPackageMessages);
  const { values, getFieldProps } = useFormikContext<RedeemPackageValues>();
  const error = useFieldError(serverErrors)('quantity');
  if (values.delivery !== 'PHYSICAL') return null;
  const hint = format(post.quantityHint, REDEEM_QUANTITY);
  return <TextField {...getFieldProps('quantity')} label={post.quantity} hint={hint} error={error} inputMode="numeric" autoComplete="off" className={styles.amount} required />;
}

function ReceiverFields({ storeCountry, serverErrors }: ServerErrorsProp & { storeCountry: string }) {
  const m = useMessages(redeemUiMessages).packageForm;
  const post = useMessages(redeemPackageMessages);
  const { values, getFieldProps } = useFormikContext<RedeemPackageValues>();
  const error = useFieldError(serverErrors);
  const field = (name: 'firstName' | 'lastName' | 'email' | 'confirmEmail') => ({ ...getFieldProps(`receiver.${name}`), error: error(`receiver.${name}`) });
  const byPost = values.delivery === 'PHYSICAL';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{byPost ? post.postLegend : m.receiverLegend}</legend>
      <div className={styles.pair}>
        <TextField {...field('firstName')} label={m.firstName} autoComplete="off" required />
        <TextField {...field('lastName')} label={m.lastName} autoComplete="off" required={byPost} />
      </div>
      {byPost ? (
        <RedeemAddressFields storeCountry={storeCountry} serverErrors={serverErrors} />
      ) : (
        <>
          <TextField {...field('email')} label={m.email} type="email" autoComplete="off" required />
          <TextField {...field('confirmEmail')} label={m.confirmEmail} type="email" autoComplete="off" required />
        </>
      )}
    </fieldset>
  );
}

function Actions({ onClose, submit }: { onClose: () => void; submit: string }) {
  const m = useMessages(redeemUiMessages).packageForm;
  const { isSubmitting, isValid, submitCount } = useFormikContext<RedeemPackageValues>();
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={submitCount > 0 && !isValid} loading={isSubmitting}>
        {submit}
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
        {m.cancel}
      </Button>
    </div>
  );
}
