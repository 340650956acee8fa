import { useMemo } from 'react';
import type { SelectOption } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { basketUiMessages } from '../messages';
import { AmountFields } from './amount-fields';
import type { SubmitResult } from './apply-field-errors';
import { DeliveryMomentFields } from './delivery-moment-fields';
import type { DeliveryType } from './delivery-values';
import { ExtrasFields, type ExtrasFieldsProps } from './extras-fields';
import { FormModal } from './form-modal';
import { validateAmount, type AmountOptions, type PackageValues } from './package-values';
import { ReceiverFields } from './receiver-fields';
import { localMoment, validateDelivery } from './validate-delivery';

export interface PackageEditModalProps extends ExtrasFieldsProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  title: string;
  saveLabel: string;
  deliveryType: DeliveryType;
  currency: string;
  amountOptions: AmountOptions;
  initialValues: PackageValues;
  countries: readonly SelectOption[];
  onSubmit: (values: PackageValues) => Promise<SubmitResult>;
  /** The package's prices are still being asked for: the form waits, and starts again from `initialValues` after. */
  loading?: boolean;
  moment?: { today: string; now: string };
}

/** Changes a basket package: amount, quantity, receiver, delivery moment and extras. */
export function PackageEditModal({
  open,
  onClose,
  onClosed,
  title,
  saveLabel,
  deliveryType,
  currency,
  amountOptions,
  initialValues,
  countries,
  onSubmit,
  loading = false,
  moment,
  ...extras
}: PackageEditModalProps) {
  const ui = useMessages(basketUiMessages);
  const { language, locale } = useI18n();
  const money = useMemo(() => (minorUnits: number) => formatMoney({ minorUnits, currency }, locale, { wholeWhenRound: true }), [currency, locale]);
  const validate = (values: PackageValues) => ({
    ...validateAmount(values, amountOptions, ui.form.errors, money),
    ...validateDelivery(values, {
      deliveryType,
      language,
      ...(moment ?? localMoment()),
    }),
  });
  return (
    <FormModal<PackageValues>
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={title}
      submitLabel={saveLabel}
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      onSubmit={onSubmit}
      loading={loading}
    >
      <AmountFields options={amountOptions} money={money} />
      <ReceiverFields index={0} deliveryType={deliveryType} countries={countries} legend={ui.preview.receiver} />
      <DeliveryMomentFields deliveryType={deliveryType} today={(moment ?? localMoment()).today} />
      <ExtrasFields {...extras} />
    </FormModal>
  );
}
