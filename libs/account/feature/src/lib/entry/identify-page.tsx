import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { IDENTIFY_FIELDS, IdentifyForm, type AccountServerErrors, type IdentifyValues } from '@giftshop/account-ui';
import { Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { toServerErrors } from '../server-errors';
import { useHandedEmail, useVisitorsOnly } from '../use-account-navigation';

/** `/account/` (spec §4): an existing customer goes on to login, an unknown address to register, the e-mail kept. */
export function IdentifyPage() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const { checkUserExist } = useAccountActions();
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof IdentifyValues> | null>(null);
  const initialEmail = useHandedEmail();
  useVisitorsOnly();

  const submit = async (values: IdentifyValues) => {
    const email = values.email.trim();
    const outcome = await checkUserExist(email, values.captchaToken);
    if (outcome.ok) {
      await navigate(routes.path(outcome.exists ? 'accountLogin' : 'accountRegister'), { state: { email } });
      return;
    }
    setServerErrors(toServerErrors(outcome.errors, IDENTIFY_FIELDS, values, m.failed));
  };

  return (
    <Page>
      <PageTitle>{m.identify.heading}</PageTitle>
      <PageIntro>{m.identify.intro}</PageIntro>
      <IdentifyForm initialEmail={initialEmail} serverErrors={serverErrors} onSubmit={submit} />
    </Page>
  );
}
