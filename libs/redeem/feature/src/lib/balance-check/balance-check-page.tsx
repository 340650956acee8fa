import { useRef } from 'react';
import { BalanceCheckForm, BalanceResult } from '@giftshop/redeem-ui';
import { readRedeemToken } from '@giftshop/redeem-data-access';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { useBalanceCheckFlow } from './use-balance-check-flow';
import { useLinkedCardNumber } from './use-linked-card-number';
import styles from './balance-check-page.module.css';

/**
 * `/check-balance/` (spec §2.1): the holder's card number (prefilled from the card e-mail's link), PIN
 * and captcha, then the card's balance. A redeemable card's redeem token is kept for the redeem pages.
 */
export function BalanceCheckPage() {
  const m = useMessages(redeemMessages).checkBalance;
  const linkedCardNumber = useLinkedCardNumber();
  const { giftCard, serverErrors, captchaResetKey, submit, checkAnother } = useBalanceCheckFlow();
  const heading = useRef<HTMLHeadingElement>(null);
  const routes = useRoutes();
  // Only a card that can be redeemed leaves a token; the result is only ever shown in the browser.
  const spendHref = giftCard && readRedeemToken() ? routes.path('redeemShop') : null;

  const again = () => {
    checkAnother();
    heading.current?.focus();
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {m.heading}
      </h1>
      <p className={styles.intro}>{m.intro}</p>
      {giftCard ? (
        <BalanceResult giftCard={giftCard} onCheckAnother={again} spendHref={spendHref} focusOnShow />
      ) : (
        <BalanceCheckForm initialCardNumber={linkedCardNumber} serverErrors={serverErrors} captchaResetKey={captchaResetKey} onSubmit={submit} />
      )}
    </div>
  );
}
