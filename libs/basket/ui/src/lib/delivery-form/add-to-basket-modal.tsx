import { useMemo } from 'react';
import type { SelectOption } from '@giftshop/shared-ui';
import { useI18n } from '@giftshop/util-i18n';
import type { SubmitResult } from './apply-field-errors';
import { DeliveryFields } from './delivery-fields';
import { initialDeliveryValues, type DeliveryType, type DeliveryValues } from './delivery-values';
import type { ExtraOption } from './extras-fields';
import { FormModal } from './form-modal';
import { localMoment, validateDelivery } from './validate-delivery';
import styles from './delivery-form.module.css';

export interface AddToBasketModalProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  title: string;
  /** What is being added, e.g. "2 × Harbour & Pine, £25 each". */
  summary: string;
  submitLabel: string;
  deliveryType: DeliveryType;
  quantity: number;
  countries: readonly SelectOption[];
  wrappers: ExtraOption[];
  giftPacking: ExtraOption | null;
  allowMessage: boolean;
  onSubmit: (values: DeliveryValues) => Promise<SubmitResult>;
  onShowWrapper: (wrapper: ExtraOption) => void;
  onShowGiftPacking: (packing: ExtraOption) => void;
  /** The shopper's date and time; the browser's clock when omitted. */
  moment?: { today: string; now: string };
}

/** The product delivery modal: receivers, delivery moment and extras of the cards chosen on a product page. */
export function AddToBasketModal({
  open,
  onClose,
  onClosed,
  title,
  summary,
  submitLabel,
  deliveryType,
  quantity,
  countries,
  onSubmit,
  moment,
  ...extras
}: AddToBasketModalProps) {
  const { language } = useI18n();
  const initialValues = useMemo(() => initialDeliveryValues(countries[0]?.id ?? ''), [countries]);
  const validate = (values: DeliveryValues) =>
    validateDelivery(values, {
      deliveryType,
      language,
      ...(moment ?? localMoment()),
    });
  return (
    <FormModal<DeliveryValues>
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={title}
      submitLabel={submitLabel}
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
    >
      <p className={styles.summary}>{summary}</p>
      <DeliveryFields deliveryType={deliveryType} quantity={quantity} countries={countries} today={(moment ?? localMoment()).today} {...extras} />
    </FormModal>
  );
}
