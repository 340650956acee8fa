import { useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { DoublerThankYouQuery, doublerThankYouVariables } from '@giftshop/doubler-data-access';
import { NextDraw } from '@giftshop/doubler-ui';
import { useUserData } from '@giftshop/shared-data-access';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { doublerMessages } from '../messages';
import styles from '../doubler-page.module.css';

/** `/doubler/thankyou/{product}/`: the entry is in, the date of its draw, and where to go on. */
export function DoublerThankYouPage() {
  const m = useMessages(doublerMessages).thankYou;
  const routes = useRoutes();
  const userData = useUserData();
  const { product } = useParams();
  const [search] = useSearchParams();
  const variables = useMemo(() => doublerThankYouVariables(userData, product, search), [userData, product, search]);
  const { data } = useQuery(DoublerThankYouQuery, { variables });
  const status = data?.doublerThankYou.status;
  const heading = useRef<HTMLHeadingElement>(null);

  // After the entry the page changes without a reload: screen readers start reading at the heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Page>
      <PageTitle ref={heading}>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      {status && <NextDraw status={status} />}
      <p className={styles.rules}>{m.winnerMail}</p>
      <ul className={styles.links}>
        <li>
          <AppLink href={routes.path('checkBalance')}>{m.checkBalance}</AppLink>
        </li>
        <li>
          <AppLink href={routes.path('productList')}>{m.continueShopping}</AppLink>
        </li>
      </ul>
    </Page>
  );
}
