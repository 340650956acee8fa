import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { BalanceCheckForm, BalanceResult } from '@giftshop/redeem-ui';
import { keepRedeemToken, selectRedeemToken, useRedeemDispatch } from '@giftshop/redeem-data-access';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { useBalanceCheckFlow } from './use-balance-check-flow';
import { useLinkedCardNumber } from './use-linked-card-number';
import { useLinkedRedeemSession } from './use-linked-redeem-session';
import { useShopAfterCheck } from '../redeem-pages/redeem-page-id';
import { Page, PageIntro, PageTitle } from '@giftshop/shared-ui';

/**
 * `/check-balance/` (spec §2.1): the holder's card number (prefilled from the card e-mail's link), PIN
 * and captcha, then the card's balance. A redeemable card's redeem token is kept for the redeem pages. The card
 * e-mail's link (`?redeemToken=…`) opens the card's redeem session without number and PIN; after `?shop={pageId}`
 * the balance is spent in that business redeem shop.
 */
export function BalanceCheckPage() {
  const m = useMessages(redeemMessages).checkBalance;
  const linkedCardNumber = useLinkedCardNumber();
  const { giftCard: checked, serverErrors, captchaResetKey, submit, checkAnother } = useBalanceCheckFlow();
  const linked = useLinkedRedeemSession();
  const token = useSelector(selectRedeemToken);
  const dispatch = useRedeemDispatch();
  const [linkDismissed, setLinkDismissed] = useState(false);
  // The card of the e-mail's link shows like a check's result until the holder checks another card.
  const giftCard = checked ?? (linkDismissed ? null : linked.card);
  const heading = useRef<HTMLHeadingElement>(null);
  const routes = useRoutes();
  // `?shop=` names the business redeem shop the holder came from, to go back to.
  const shop = useShopAfterCheck();
  // Only a card that can be redeemed leaves a token; the result is only ever shown in the browser.
  const spendHref = giftCard && token ? (shop ? routes.path('redeemBusinessShop', { pageId: shop }) : routes.path('redeemShop')) : null;

  const again = () => {
    checkAnother();
    setLinkDismissed(true);
    if (!checked) dispatch(keepRedeemToken(null));
    heading.current?.focus();
  };

  return (
    <Page>
      <PageTitle ref={heading}>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      {linked.ended && !checked ? <PageIntro role="status">{m.linkEnded}</PageIntro> : null}
      {giftCard ? (
        <BalanceResult giftCard={giftCard} onCheckAnother={again} spendHref={spendHref} focusOnShow />
      ) : (
        <BalanceCheckForm initialCardNumber={linkedCardNumber} serverErrors={serverErrors} captchaResetKey={captchaResetKey} onSubmit={submit} />
      )}
    </Page>
  );
}
