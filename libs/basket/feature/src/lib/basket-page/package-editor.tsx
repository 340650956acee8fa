import { useMemo, useRef, useState } from 'react';
import { BASKET_MODALS, useBasketModal, useExtraVariations, useProductPrices, useUpdatePackage } from '@giftshop/basket-data-access';
import {
  ConfirmModal,
  GiftPackingPreview,
  PackageEditModal,
  splitServerErrors,
  WrapperOverlay,
  type ExtraOption,
  type PackageGroupData,
  type PackageValues,
  type SubmitResult,
} from '@giftshop/basket-ui';
import { useRaiseServiceError, useStore } from '@giftshop/shared-data-access';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { deliveryCountries } from '../countries';
import { extrasFor } from '../extras';
import { basketMessages } from '../messages';
import { itemOf, type Package, type Shipment } from './basket-view';
import { amountOptionsOf, editValues, receiverChanged, receiverName, toUpdateInput } from './package-edit';

export interface EditTarget {
  group: PackageGroupData;
  shipment: Shipment;
  pkg: Package;
}

/**
 * Edits a package with updateCartPackage. A new receiver is confirmed first (edit receiver confirmation); the
 * edit form waits, spinning, for the answer.
 */
export function PackageEditor({ target, open, onClose }: { target: EditTarget | null; open: boolean; onClose: () => void }) {
  const m = useMessages(basketMessages);
  const { locale } = useI18n();
  const store = useStore();
  const { update } = useUpdatePackage();
  const raise = useRaiseServiceError();
  const confirm = useBasketModal(BASKET_MODALS.editReceiver);
  const wrapperOverlay = useBasketModal(BASKET_MODALS.wrapperOverlay);
  const packingPreview = useBasketModal(BASKET_MODALS.giftPackingPreview);
  const [shown, setShown] = useState<ExtraOption | null>(null);
  const [names, setNames] = useState({ receiver: '', previous: '' });
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const deliveryType = target?.shipment.deliveryType ?? 'DIGITAL';
  const item = target ? itemOf(target.pkg) : null;
  const blankPack = item?.kind === 'BLANK_GIFT_CARD_PACK';
  const { extras } = useExtraVariations(open && !blankPack ? deliveryType : null);
  const { wrappers, giftPacking } = extrasFor(extras, deliveryType);
  const prices = useProductPrices(open && item ? item.product.path : null);
  const countries = useMemo(() => deliveryCountries(store.countryCode, locale), [store.countryCode, locale]);
  // Without the product's prices (failed to load) the amount can only stay as it is.
  const amountOptions = useMemo(() => (item ? amountOptionsOf(item, prices.variations ?? []) : null), [item, prices.variations]);
  const initialValues = useMemo(() => (target && amountOptions ? editValues(target.shipment, target.pkg, store.countryCode, amountOptions) : null), [target, amountOptions, store.countryCode]);
  if (!target || !item || !initialValues || !amountOptions) return null;
  const ready = prices.variations !== null || prices.failed;

  const confirmReceiver = (values: PackageValues) =>
    new Promise<boolean>((resolve) => {
      setNames({ receiver: receiverName(values.receivers[0], deliveryType), previous: receiverName(initialValues.receivers[0], deliveryType) });
      answer.current = (confirmed) => {
        confirm.hide();
        resolve(confirmed);
      };
      confirm.show();
    });

  const submit = async (values: PackageValues): Promise<SubmitResult> => {
    const hadReceiver = target.pkg.receiver !== null;
    if (hadReceiver && receiverChanged(initialValues.receivers[0], values.receivers[0], deliveryType) && !(await confirmReceiver(values))) return;
    const result = await update(toUpdateInput(String(target.pkg.id), values, deliveryType, giftPacking?.id ?? null));
    if (result.ok) {
      onClose();
      return;
    }
    const { fields, rest } = splitServerErrors(result.errors, values);
    if (rest.length > 0) raise(rest);
    return fields;
  };
  const show = (preview: typeof wrapperOverlay) => (extra: ExtraOption) => {
    setShown(extra);
    preview.show();
  };
  const card = { imageUrl: target.group.previews[0]?.imageUrl ?? '', backgroundColor: target.group.previews[0]?.color ?? null };

  return (
    <>
      <PackageEditModal
        key={`${target.group.tag}:${target.group.packageId}`}
        loading={!ready}
        open={open}
        onClose={onClose}
        title={format(m.edit.title, { receiver: target.group.receiverTitle })}
        saveLabel={m.edit.save}
        deliveryType={deliveryType}
        currency={item.price.currency}
        amountOptions={amountOptions}
        initialValues={initialValues}
        countries={countries}
        wrappers={wrappers}
        giftPacking={giftPacking}
        allowMessage={!blankPack}
        onSubmit={submit}
        onShowWrapper={show(wrapperOverlay)}
        onShowGiftPacking={show(packingPreview)}
      />
      <ConfirmModal open={confirm.open} title={m.editReceiver.title} confirmLabel={m.editReceiver.confirm} onConfirm={() => answer.current(true)} onClose={() => answer.current(false)}>
        <p>{format(m.editReceiver.text, names)}</p>
      </ConfirmModal>
      <WrapperOverlay open={wrapperOverlay.open} onClose={wrapperOverlay.hide} extra={shown} card={card} />
      <GiftPackingPreview open={packingPreview.open} onClose={packingPreview.hide} extra={shown} card={card} />
    </>
  );
}
