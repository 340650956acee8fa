import { useMemo, type ComponentType } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  BASKET_MODALS,
  packageEditOpened,
  packagePreviewOpened,
  packageRemovalAsked,
  receiversResetAsked,
  useBasketModal,
  useDeletePackageGroup,
  useResetReceivers,
} from '@giftshop/basket-data-access';
import { basketUiMessages, BasketSummary, ConfirmModal, GuestOrderModal, PackageGroupCard, PackagePreviewModal, ShipmentSection, type PackageGroupData } from '@giftshop/basket-ui';
import { useBrand } from '@giftshop/util-brand';
import { format, useI18n, useMessages, useRoutes } from '@giftshop/util-i18n';
import { basketMessages } from '../messages';
import { checkoutStep } from './checkout-step';
import { basketView, findPackage, type Order } from './basket-view';
import { PackageEditor } from './package-editor';
import { useModalTargets } from './use-modal-targets';
import styles from './basket-page.module.css';
import { useLoggedIn, useRaiseServiceError, type CheckoutIdentifyProps } from '@giftshop/shared-data-access';

export interface BasketContentProps {
  order: Order;
  /** After a package left the basket, focus goes back to the page. */
  onPackageRemoved: () => void;
  identifyModal?: ComponentType<CheckoutIdentifyProps>;
}

/** Shipments with their packages, the summary, and the basket's modals. */
export function BasketContent({ order, onPackageRemoved, identifyModal: IdentifyModal }: BasketContentProps) {
  const m = useMessages(basketMessages);
  const ui = useMessages(basketUiMessages);
  const { locale } = useI18n();
  const routes = useRoutes();
  const navigate = useNavigate();
  const raise = useRaiseServiceError();
  const loggedIn = useLoggedIn();
  const orderModalAuth = useBrand().toggle('orderModalAuth');
  const { remove, loading: removing } = useDeletePackageGroup();
  const { reset, loading: resetting } = useResetReceivers();
  const modals = {
    remove: useBasketModal(BASKET_MODALS.deleteItem),
    reset: useBasketModal(BASKET_MODALS.resetReceivers),
    preview: useBasketModal(BASKET_MODALS.packagePreview),
    edit: useBasketModal(BASKET_MODALS.editPackage),
    guest: useBasketModal(BASKET_MODALS.guestOrder),
    identify: useBasketModal(BASKET_MODALS.identify),
  };
  const dispatch = useDispatch();
  const text = useMemo(() => ({ messages: m, ui, locale }), [m, ui, locale]);
  const view = useMemo(() => basketView(order, text), [order, text]);
  const { toRemove, resetting: resettingTag, resetCount, preview, editing } = useModalTargets(order, view, text);
  const checkoutPath = routes.path('order');

  const confirmRemove = async () => {
    if (!toRemove) return;
    const result = await remove(toRemove.tag, toRemove.packageId);
    modals.remove.hide();
    if (result.ok) onPackageRemoved();
    else raise(result.errors);
  };
  const confirmReset = async () => {
    if (!resettingTag) return;
    const result = await reset(resettingTag);
    modals.reset.hide();
    if (!result.ok) raise(result.errors);
  };
  const startCheckout = () => {
    const step = checkoutStep({ loggedIn, orderModalAuth, identifyAvailable: Boolean(IdentifyModal) });
    if (step === 'checkout') void navigate(checkoutPath);
    else if (step === 'identify') modals.identify.show();
    else modals.guest.show();
  };
  const toCheckout = () => {
    modals.identify.hide();
    void navigate(checkoutPath);
  };
  const open = (group: PackageGroupData, action: 'preview' | 'edit' | 'remove') => {
    const ref = { tag: group.tag, packageId: group.packageId };
    const found = findPackage(order, group.tag, group.packageId);
    if (action === 'remove') {
      dispatch(packageRemovalAsked(ref));
      modals.remove.show();
    } else if (found && action === 'preview') {
      dispatch(packagePreviewOpened(ref));
      modals.preview.show();
    } else if (found) {
      dispatch(packageEditOpened(ref));
      modals.edit.show();
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.shipments}>
        {view.shipments.map((shipment) => (
          <ShipmentSection
            key={shipment.id}
            shipment={shipment}
            onResetReceivers={
              shipment.groups.length > 1
                ? () => {
                    dispatch(receiversResetAsked(shipment.tag));
                    modals.reset.show();
                  }
                : undefined
            }
          >
            {shipment.groups.map((group) => (
              <PackageGroupCard
                key={group.packageId}
                group={group}
                onPreview={() => open(group, 'preview')}
                onEdit={() => open(group, 'edit')}
                onDelete={() => open(group, 'remove')}
              />
            ))}
          </ShipmentSection>
        ))}
      </div>
      <div className={styles.summary}>
        <BasketSummary totals={view.totals} onCheckout={startCheckout} blockedReason={view.missingReceivers ? ui.summary.missingReceivers : null} />
      </div>
      <ConfirmModal open={modals.remove.open} title={m.deleteItem.title} confirmLabel={m.deleteItem.confirm} onConfirm={() => void confirmRemove()} onClose={modals.remove.hide} loading={removing}>
        <p>{format(m.deleteItem.text, { receiver: toRemove?.receiverTitle ?? '' })}</p>
      </ConfirmModal>
      <ConfirmModal open={modals.reset.open} title={m.resetReceivers.title} confirmLabel={m.resetReceivers.confirm} onConfirm={() => void confirmReset()} onClose={modals.reset.hide} loading={resetting}>
        <p>{format(m.resetReceivers.text, { count: resetCount ?? 0 })}</p>
      </ConfirmModal>
      <PackagePreviewModal open={modals.preview.open} onClose={modals.preview.hide} preview={preview} />
      <PackageEditor target={editing} open={modals.edit.open} onClose={modals.edit.hide} />
      <GuestOrderModal open={modals.guest.open} onClose={modals.guest.hide} checkoutHref={checkoutPath} onIdentify={IdentifyModal ? modals.identify.show : undefined} />
      {IdentifyModal && <IdentifyModal open={modals.identify.open} onClose={modals.identify.hide} onLoggedIn={toCheckout} onGuest={toCheckout} />}
    </div>
  );
}
