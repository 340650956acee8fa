import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ActivationSuccessQuery } from '@giftshop/activation-data-access';
import { useUserData } from '@giftshop/shared-data-access';
import { AppLink, Button, Page, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { orderParam } from './loaders';
import { activationMessages } from './messages';
import styles from './activation-pages.module.css';

/** Spec: every 1–2 s while the provider has not answered; about two minutes, then the buyer may ask again. */
const POLL_MS = 1500;
const POLL_FOR_MS = 120_000;

/**
 * `/activate/success/?order={uuid}`, where the payment provider sends the buyer back: paid (the card is active within
 * 24 hours, a link to the voucher), still waiting (asked again every 1.5 s), or not paid (try again).
 */
export function ActivationSuccessPage() {
  const m = useMessages(activationMessages).success;
  const routes = useRoutes();
  const userData = useUserData();
  const [search] = useSearchParams();
  const orderUuid = orderParam(search) ?? '';
  const [polling, setPolling] = useState(true);
  const { data, refetch } = useQuery(ActivationSuccessQuery, { variables: { userData, orderUuid }, skip: !orderUuid });
  const payment = data?.paymentStatus.payment;
  const waiting = payment?.status === 'OPEN' || payment?.status === 'PENDING';

  useEffect(() => {
    if (!waiting || !polling) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) setPolling(false);
      else void refetch();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, polling, refetch]);

  const activate = routes.path('activate');
  let body;
  if (!payment) {
    body = <StatusBlock heading={m.failedHeading} text={m.unknown} link={{ href: activate, label: m.tryAgain }} />;
  } else if (payment.status === 'PAID') {
    body = <StatusBlock heading={m.paidHeading} text={m.paid} link={{ href: `${routes.path('cardDetails')}?order=${encodeURIComponent(orderUuid)}`, label: m.voucherLink }} />;
  } else if (waiting) {
    body = (
      <StatusBlock heading={m.waitingHeading} text={m.waiting} link={payment.redirectUrl ? { href: payment.redirectUrl, label: m.completePayment, provider: true } : null}>
        {!polling && (
          <Button variant="secondary" onClick={() => setPolling(true)}>
            {m.checkAgain}
          </Button>
        )}
      </StatusBlock>
    );
  } else {
    body = <StatusBlock heading={m.failedHeading} text={m.failed} link={{ href: activate, label: m.tryAgain }} />;
  }
  return <Page>{body}</Page>;
}

/** `provider`: the payment provider's page, outside the shop's routes, is loaded as a document. */
function StatusBlock({ heading, text, link, children }: { heading: string; text: string; link: { href: string; label: string; provider?: boolean } | null; children?: ReactNode }) {
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <div className={styles.status} role="status">
        <p>{text}</p>
        {link && (
          <p>
            {link.provider ? (
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            ) : (
              <AppLink href={link.href} className={styles.link}>
                {link.label}
              </AppLink>
            )}
          </p>
        )}
        {children}
      </div>
    </>
  );
}
