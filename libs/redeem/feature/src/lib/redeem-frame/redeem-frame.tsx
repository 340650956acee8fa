import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { selectPlacedAmounts, useRedeemToken } from '@giftshop/redeem-data-access';
import { LeaveRedeemModal, redeemUiMessages } from '@giftshop/redeem-ui';
import { AppLink, Button, Page, PageTitle, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { CardNumberStep } from './card-number-step';
import { useTabCloseWarning } from './use-tab-close-warning';
import styles from './redeem-frame.module.css';

export interface RedeemContext {
  token: string;
  /** Lets the next navigation leave the page without the tab-close warning (the payment page). */
  allowUnload: () => void;
}

interface RedeemFrameProps {
  heading: string;
  /** Under the heading, e.g. a business redeem page's own introduction. */
  intro?: ReactNode;
  /** Where a holder without a token checks the balance (a business shop brings the holder back to itself). */
  checkBalanceHref?: string;
  children: (context: RedeemContext) => ReactNode;
}

/**
 * The page around the holder's redeem steps: the one h1, "Start again" with its confirmation, and the tab-close
 * warning while a token is held. The token lives in the tab's session storage and is read into the redeem slice in
 * the browser only, so the server renders this frame without content and the steps load in the browser; without a
 * token the holder is sent to the balance check. "Start again" says what an order placed in the session took and left.
 */
export function RedeemFrame({ heading, intro, checkBalanceHref, children }: RedeemFrameProps) {
  const { ready, token, forget } = useRedeemToken();
  const placed = useSelector(selectPlacedAmounts);
  const allowUnload = useTabCloseWarning(Boolean(token));
  const [leaving, setLeaving] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  const routes = useRoutes();
  const m = useMessages(redeemMessages).frame;
  const ui = useMessages(redeemUiMessages).leave;

  // Every step goes together: the token and what was placed, and the session and order answers kept in the cache.
  const startAgain = () => {
    forget();
    for (const fieldName of ['redeemSession', 'order']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    setLeaving(false);
    void navigate(routes.path('checkBalance'));
  };

  return (
    <Page>
      <div className={styles.top}>
        <PageTitle>{heading}</PageTitle>
        {token && (
          <Button variant="secondary" size="small" onClick={() => setLeaving(true)}>
            {ui.open}
          </Button>
        )}
      </div>
      {intro}
      {!ready && <Spinner size="large" label={m.loading} />}
      {ready && !token && (
        <RedeemNotice text={m.noToken} checkBalanceHref={checkBalanceHref}>
          <CardNumberStep />
        </RedeemNotice>
      )}
      {token && children({ token, allowUnload })}
      <LeaveRedeemModal open={leaving} placed={placed} onConfirm={startAgain} onClose={() => setLeaving(false)} />
    </Page>
  );
}

/** A message instead of the steps, with the way back to the balance check. */
export function RedeemNotice({ text, alert = false, checkBalanceHref, children }: { text: string; alert?: boolean; checkBalanceHref?: string; children?: ReactNode }) {
  const m = useMessages(redeemMessages).frame;
  const routes = useRoutes();
  return (
    <div className={styles.notice}>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      {children}
      <AppLink href={checkBalanceHref ?? routes.path('checkBalance')} className={styles.link}>
        {m.toBalanceCheck}
      </AppLink>
    </div>
  );
}
