import { useMemo, useRef, useState } from 'react';
import { BASKET_MODALS, useAddToBasket, useBasketModal, useExtraVariations } from '@giftshop/basket-data-access';
import { AddedToBasketModal, AddToBasketModal, GiftPackingPreview, splitServerErrors, WrapperOverlay, type DeliveryValues, type ExtraOption, type SubmitResult } from '@giftshop/basket-ui';
import { ApolloGate, useRaiseServiceError, useStore } from '@giftshop/shared-data-access';
import { addToCartEvent, pushEvent } from '@giftshop/util-analytics';
import { format, useI18n, useMessages, useRoutes } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { deliveryCountries } from '../countries';
import { extrasFor } from '../extras';
import { basketMessages } from '../messages';
import { toAddInput, type PurchaseChoice } from './add-input';

/** The product a purchase is for, as the product page knows it. */
export interface PurchaseProduct {
  title: string;
  /** GIFT_CARD, GIFT_CARD_BLANK or DONATION. */
  productType: string;
  imageUrl: string;
  backgroundColor: string | null;
}

export interface AddToBasketDialogProps {
  open: boolean;
  /** The valid choice of the product page's purchase form; kept while the dialog closes. */
  selection: PurchaseChoice | null;
  product: PurchaseProduct;
  currency: string;
  onClose: () => void;
  /** Called once the dialog has closed without adding anything (Escape, ✕, Cancel or the backdrop). */
  onDismissed?: () => void;
}

/**
 * Adds a product page's choice to the basket: asks for receivers, delivery moment and extras, sends addToCart, then
 * tells the shopper and offers the basket. The header badge is asked again by the mutation. Brings Apollo Client
 * with it.
 */
export function AddToBasketDialog(props: AddToBasketDialogProps) {
  return (
    <ApolloGate>
      <AddToBasketDialogContent {...props} />
    </ApolloGate>
  );
}

function AddToBasketDialogContent({ open, selection, product, currency, onClose, onDismissed }: AddToBasketDialogProps) {
  const m = useMessages(basketMessages);
  const { locale } = useI18n();
  const routes = useRoutes();
  const store = useStore();
  const { add } = useAddToBasket();
  const raise = useRaiseServiceError();
  const added = useBasketModal(BASKET_MODALS.added);
  const wrapperOverlay = useBasketModal(BASKET_MODALS.wrapperOverlay);
  const packingPreview = useBasketModal(BASKET_MODALS.giftPackingPreview);
  const [shown, setShown] = useState<ExtraOption | null>(null);
  const [session, setSession] = useState(0);
  // Closing through the modal itself (not after adding) is a dismissal, reported once the close animation has ended.
  const dismissed = useRef(false);
  const deliveryType = selection?.deliveryType ?? 'DIGITAL';
  const blankPack = product.productType === 'GIFT_CARD_BLANK';
  const { extras } = useExtraVariations(open && !blankPack ? deliveryType : null);
  const { wrappers, giftPacking } = extrasFor(extras, deliveryType);
  const countries = useMemo(() => deliveryCountries(store.countryCode, locale), [store.countryCode, locale]);
  const line = selection
    ? format(m.add.summary, {
        count: selection.quantity,
        title: product.title,
        price: formatMoney({ minorUnits: selection.amount, currency }, locale, { wholeWhenRound: true }),
        delivery: deliveryType === 'DIGITAL' ? m.add.byEmail : m.add.byPost,
      })
    : '';

  const submit = async (values: DeliveryValues): Promise<SubmitResult> => {
    if (!selection) return;
    const result = await add(toAddInput(selection, values, giftPacking?.id ?? null));
    if (result.ok) {
      pushEvent(addToCartEvent(currency, [{ id: selection.variationId, name: product.title, unitPriceMinor: selection.amount, quantity: selection.quantity, variant: deliveryType }]));
      onClose();
      added.show();
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

  return (
    <>
      <AddToBasketModal
        key={session}
        open={open && selection !== null}
        onClose={() => {
          dismissed.current = true;
          onClose();
        }}
        onClosed={() => {
          setSession((n) => n + 1);
          if (dismissed.current) onDismissed?.();
          dismissed.current = false;
        }}
        title={m.add.title}
        summary={line}
        submitLabel={m.add.submit}
        deliveryType={deliveryType}
        quantity={selection?.quantity ?? 1}
        countries={countries}
        wrappers={wrappers}
        giftPacking={giftPacking}
        allowMessage={!blankPack}
        onSubmit={submit}
        onShowWrapper={show(wrapperOverlay)}
        onShowGiftPacking={show(packingPreview)}
      />
      <WrapperOverlay open={wrapperOverlay.open} onClose={wrapperOverlay.hide} extra={shown} card={{ imageUrl: product.imageUrl, backgroundColor: product.backgroundColor }} />
      <GiftPackingPreview open={packingPreview.open} onClose={packingPreview.hide} extra={shown} card={{ imageUrl: product.imageUrl, backgroundColor: product.backgroundColor }} />
      <AddedToBasketModal open={added.open} onClose={added.hide} line={line} basketHref={routes.path('basket')} />
    </>
  );
}
