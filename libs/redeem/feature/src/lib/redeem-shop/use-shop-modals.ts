import { useState } from 'react';
import { useRedeemDoubler } from '@giftshop/redeem-data-access';
import { brandOf, REDEEM_DOUBLER_FIELDS, toRedeemDoublerRequest, type RedeemDoublerServerErrors, type RedeemDoublerValues } from '@giftshop/redeem-ui';
import type { ServiceError } from '@giftshop/shared-data-access';
import type { RedeemProductsQuery as RedeemProductsData } from '@giftshop/shared-graphql';

export type ShopProduct = NonNullable<RedeemProductsData['redeemProducts']['products']>[number];

export interface ShopModalsOptions {
  token: string;
  /** Splits a refusal: answers the messages of the form's fields and deals with the rest. */
  refused: (errors: readonly ServiceError[], fieldOf: (path: string) => string | null) => Partial<Record<string, string>>;
  /** Lets the redirect to a brand's site leave the page without the tab-close warning. */
  allowUnload: () => void;
}

/** The doubler's refusals on the modal: name and e-mail on their fields, the card's (taking part already) above. */
const doublerFieldOf = (path: string) => (path === 'cardNumber' ? 'card' : (REDEEM_DOUBLER_FIELDS as readonly string[]).includes(path) ? path : null);

/**
 * The redeem shop's information modals: a product's more information, its brand's shop page, the redirect to the
 * brand's site after its card is added, good to know, and the doubler entry of the session's card.
 */
export function useShopModals({ token, refused, allowUnload }: ShopModalsOptions) {
  const [moreInfo, setMoreInfo] = useState<ShopProduct | null>(null);
  const [shop, setShop] = useState<ShopProduct | null>(null);
  const [redirect, setRedirect] = useState<ShopProduct | null>(null);
  const [niceToKnow, setNiceToKnow] = useState(false);
  const [doubler, setDoubler] = useState(false);
  const [doublerErrors, setDoublerErrors] = useState<RedeemDoublerServerErrors | null>(null);
  const [drawDate, setDrawDate] = useState<string | null>(null);
  const { enter, loading } = useRedeemDoubler(token);

  const enterDoubler = async (values: RedeemDoublerValues) => {
    const outcome = await enter(toRedeemDoublerRequest(values));
    if (outcome.errors.length === 0) {
      setDoublerErrors(null);
      setDrawDate(outcome.drawDate);
      return;
    }
    const fields = refused(outcome.errors, doublerFieldOf);
    setDoublerErrors({ fields: { name: fields['name'], email: fields['email'] }, values, card: fields['card'] });
  };

  return {
    openMoreInfo: setMoreInfo,
    openShop: setShop,
    openNiceToKnow: () => setNiceToKnow(true),
    openDoubler: () => setDoubler(true),
    /** After a package is added: a brand with a redirect link sends the holder on. */
    added: (product: ShopProduct) => brandOf(product)?.redirectLink && setRedirect(product),
    moreInfo: { product: moreInfo, onClose: () => setMoreInfo(null) },
    shop: { product: shop, onClose: () => setShop(null) },
    redirect: {
      product: redirect,
      onClose: () => setRedirect(null),
      onRedirect: (url: string) => {
        allowUnload();
        window.location.assign(url);
      },
    },
    niceToKnow: { open: niceToKnow, onClose: () => setNiceToKnow(false) },
    doubler: { open: doubler, onClose: () => setDoubler(false), onSubmit: enterDoubler, serverErrors: doublerErrors, drawDate, loading },
  };
}
