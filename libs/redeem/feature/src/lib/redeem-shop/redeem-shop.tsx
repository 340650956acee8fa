import { useState, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { RedeemProductsQuery, useRedeemMutations, useRedeemOrder } from '@giftshop/redeem-data-access';
import {
  AddCardModal,
  BALANCE_CHECK_FIELDS,
  HolderCard,
  MoreInfoModal,
  NiceToKnowModal,
  niceToKnowMessages,
  RedeemDoublerModal,
  redeemDoublerMessages,
  RedeemOrderSummary,
  RedeemPackageModal,
  RedeemProducts,
  RedirectModal,
  ShopIframeModal,
  toBalanceCheckRequest,
  type BalanceCheckServerErrors,
  type BalanceCheckValues,
} from '@giftshop/redeem-ui';
import { useRaiseServiceError, useStore, useUserData, type CheckoutIdentifyProps, type ServiceError } from '@giftshop/shared-data-access';
import { Button, Spinner } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { redeemRefusals } from '../redeem-frame/refusals';
import { RedeemState } from '../redeem-frame/redeem-state';
import styles from '../redeem-frame/redeem-frame.module.css';
import { RedeemBasket } from './redeem-basket';
import basketStyles from './redeem-basket.module.css';
import { usePackageModal } from './use-package-modal';
import { useShopModals } from './use-shop-modals';
import { useToCheckout } from './use-to-checkout';

/**
 * The redeem shop's steps for the holder of `token`: choose products, add cards, go to checkout. With `pageId`, the
 * shop of that redeem page: its own selection, and a new order tied to the page (business redeem). `allowUnload`
 * lets the redirect to a brand's site through the tab-close warning; `identifyModal` (the app's) asks a visitor to log
 * in or go on as a guest before the checkout.
 */
export interface RedeemShopProps {
  token: string;
  pageId?: string | null;
  allowUnload: () => void;
  identifyModal?: ComponentType<CheckoutIdentifyProps>;
}

export function RedeemShop({ token, pageId = null, allowUnload, identifyModal }: RedeemShopProps) {
  const m = useMessages(redeemMessages).redeemShop;
  const niceToKnow = useMessages(niceToKnowMessages);
  const doubler = useMessages(redeemDoublerMessages);
  const store = useStore();
  const raise = useRaiseServiceError();
  const { session, order, loading, ended: sessionEnded, failed, refetch } = useRedeemOrder(token);
  const userData = useUserData();
  // By type: the most popular gift cards would otherwise leave no room for the donations.
  const giftCards = useQuery(RedeemProductsQuery, { variables: { userData, productType: 'GIFT_CARD', pageId } });
  const donations = useQuery(RedeemProductsQuery, { variables: { userData, productType: 'DONATION', pageId } });
  const products = giftCards.data && donations.data ? [...(giftCards.data.redeemProducts.products ?? []), ...(donations.data.redeemProducts.products ?? [])] : null;
  const orderUuid = order?.id ?? session?.openOrderUuid ?? null;
  const { add, update, remove, addCard } = useRedeemMutations(token, orderUuid);
  const [ended, setEnded] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [basketOpen, setBasketOpen] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const [cardErrors, setCardErrors] = useState<BalanceCheckServerErrors | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const toCheckout = useToCheckout(identifyModal);
  // Opening the identify modal replaces the basket modal (spec §4).
  const checkoutButton = (closeBasket: boolean) =>
    toCheckout.asks ? (
      <Button
        onClick={() => {
          if (closeBasket) setBasketOpen(false);
          toCheckout.ask();
        }}
      >
        {m.toCheckout}
      </Button>
    ) : (
      <Button href={toCheckout.href}>{m.toCheckout}</Button>
    );

  const refused = (errors: readonly ServiceError[], fields: Parameters<typeof redeemRefusals>[1]) => {
    const refusal = redeemRefusals(errors, fields);
    if (refusal.ended) setEnded(true);
    if (refusal.rest.length > 0) raise(refusal.rest);
    return refusal.fields;
  };

  const modals = useShopModals({ token, refused, allowUnload });
  const packageModal = usePackageModal({ shipments: order?.shipments ?? null, pageId, add, update, refused, onAdded: modals.added });
  // Opening a package replaces the basket modal (spec §4: opening a modal replaces the others).
  const editPackage = (packageId: string) => {
    setBasketOpen(false);
    packageModal.edit(packageId);
  };

  const removePackage = async (packageId: string) => {
    setRemoving(packageId);
    refused(await remove(packageId), []);
    setRemoving(null);
  };

  const addOtherCard = async (values: BalanceCheckValues) => {
    const errors = await addCard(toBalanceCheckRequest(values));
    setCaptchaResetKey((key) => key + 1);
    if (errors.length === 0) {
      setAddingCard(false);
      setCardErrors(null);
      return;
    }
    setCardErrors({ fields: refused(errors, BALANCE_CHECK_FIELDS), values });
  };

  if (!session || ended || sessionEnded) return <RedeemState loading={loading} ended={ended || sessionEnded} failed={failed} onRetry={refetch} />;
  const packages = order?.shipments.flatMap((shipment) => shipment.packages) ?? [];
  return (
    <div className={styles.columns}>
      <div className={styles.aside}>
        <HolderCard session={session} />
        <div className={styles.actions}>
          <Button variant="link" onClick={modals.openNiceToKnow}>
            {niceToKnow.open}
          </Button>
          <Button variant="link" onClick={modals.openDoubler}>
            {doubler.open}
          </Button>
        </div>
        {order && packages.length > 0 && (
          <RedeemBasket count={packages.length} open={basketOpen} onOpenChange={setBasketOpen}>
            <RedeemOrderSummary order={order} onEdit={editPackage} onRemove={(id) => void removePackage(id)} removing={removing} />
            {checkoutButton(true)}
          </RedeemBasket>
        )}
        {order && (
          <div className={basketStyles.wideOnly}>
            <RedeemOrderSummary order={order} onEdit={editPackage} onRemove={(id) => void removePackage(id)} removing={removing} />
          </div>
        )}
        <div className={styles.actions}>
          {packages.length > 0 && checkoutButton(false)}
          <Button variant="secondary" onClick={() => setAddingCard(true)}>
            {m.addCard}
          </Button>
        </div>
      </div>
      <div>
        {products ? (
          <RedeemProducts products={products} onChoose={packageModal.choose} onMoreInfo={modals.openMoreInfo} onVisitShop={modals.openShop} />
        ) : (
          <Spinner size="large" />
        )}
        <p className={styles.note}>{m.deliveryNote}</p>
      </div>
      <RedeemPackageModal {...packageModal.modal} storeCountry={store.countryCode} />
      <MoreInfoModal {...modals.moreInfo} />
      <ShopIframeModal {...modals.shop} />
      <RedirectModal {...modals.redirect} />
      <NiceToKnowModal {...modals.niceToKnow} products={products ?? []} expiryDate={session.expiryDate ?? null} />
      <RedeemDoublerModal {...modals.doubler} maskedNumber={session.maskedNumber} />
      {toCheckout.modal}
      <AddCardModal open={addingCard} onClose={() => setAddingCard(false)} onSubmit={addOtherCard} serverErrors={cardErrors} captchaResetKey={captchaResetKey} />
    </div>
  );
}
