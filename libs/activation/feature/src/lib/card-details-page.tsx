import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CardDetailsQuery } from '@giftshop/activation-data-access';
import { ActivationVoucher } from '@giftshop/activation-ui';
import { useUserData } from '@giftshop/shared-data-access';
import { AppLink, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { orderParam } from './loaders';
import { activationMessages } from './messages';
import styles from './activation-pages.module.css';

/** `/carddetails/?order={uuid}`: the activation voucher of a paid activation, read from the cache its loader filled. */
export function CardDetailsPage({ timeZone }: { timeZone?: string }) {
  const m = useMessages(activationMessages).cardDetails;
  const routes = useRoutes();
  const userData = useUserData();
  const [search] = useSearchParams();
  const orderUuid = orderParam(search) ?? '';
  const { data } = useQuery(CardDetailsQuery, { variables: { userData, orderUuid }, skip: !orderUuid });
  const voucher = data?.activationVoucher.voucher;
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      {voucher && <ActivationVoucher voucher={voucher} timeZone={timeZone} />}
      <PageIntro>{m.print}</PageIntro>
      <p>
        <AppLink href={routes.path('activate')} className={styles.link}>
          {m.activateAnother}
        </AppLink>
      </p>
    </Page>
  );
}
