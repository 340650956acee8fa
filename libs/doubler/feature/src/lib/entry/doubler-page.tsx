import { useQuery } from '@apollo/client/react';
import { DoublerPageQuery } from '@giftshop/doubler-data-access';
import { DoublerEntryForm, NextDraw } from '@giftshop/doubler-ui';
import { useUserData } from '@giftshop/shared-data-access';
import { useMessages } from '@giftshop/util-i18n';
import { doublerMessages } from '../messages';
import { useDoublerEntry } from './use-doubler-entry';
import { Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import styles from '../doubler-page.module.css';

/** `/doubler/` (spec §2.1): the next draw date and the entry form; an entry goes on to the thank-you page. */
export function DoublerPage() {
  const m = useMessages(doublerMessages).entry;
  const userData = useUserData();
  const { data } = useQuery(DoublerPageQuery, { variables: { userData } });
  const status = data?.doublerStatus.status;
  const { serverErrors, captchaResetKey, submit } = useDoublerEntry();
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <PageIntro>{m.intro}</PageIntro>
      {status && <NextDraw status={status} />}
      <p className={styles.rules}>{m.rules}</p>
      <DoublerEntryForm serverErrors={serverErrors} captchaResetKey={captchaResetKey} onSubmit={submit} />
    </Page>
  );
}
