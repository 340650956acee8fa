import { useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCreateAccountOnOrder } from '@giftshop/checkout-data-access';
import { ACCOUNT_ON_ORDER_FIELDS, AccountOnOrder, accountOnOrderMessages, type AccountOnOrderErrors, type AccountOnOrderValues } from '@giftshop/checkout-ui';
import { LoggedInQuery, useHydrated, useUserData } from '@giftshop/shared-data-access';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { splitFieldErrors } from '@giftshop/util-validation';

export interface AccountOnOrderOfferProps {
  orderUuid: string;
  email?: string | null;
}

/**
 * A guest's "Save your details for next time" (`createAccountOnOrder`). It shows only once the gateway answered that
 * nobody is logged in (`useLoggedIn` reads "no" while it asks, so a customer would see it flash), and stays after
 * success to say so, though the login then makes the session a customer's.
 */
export function AccountOnOrderOffer({ orderUuid, email }: AccountOnOrderOfferProps) {
  const m = useMessages(accountOnOrderMessages);
  const routes = useRoutes();
  const hydrated = useHydrated();
  const userData = useUserData();
  const login = useQuery(LoggedInQuery, hydrated ? { variables: { userData } } : skipToken);
  const create = useCreateAccountOnOrder();
  const [created, setCreated] = useState(false);
  const [serverErrors, setServerErrors] = useState<AccountOnOrderErrors | null>(null);
  const guest = Boolean(login.data && !login.data.getUserInfo.user && login.data.getUserInfo.errors.length === 0);
  if (!created && !guest) return null;

  const submit = async (values: AccountOnOrderValues) => {
    const outcome = await create(orderUuid, values.password, values.confirmPassword);
    if (outcome.ok) {
      setCreated(true);
      return;
    }
    const split = splitFieldErrors(outcome.errors, (path) => ((ACCOUNT_ON_ORDER_FIELDS as readonly string[]).includes(path) ? path : null));
    const other = split.rest[0];
    setServerErrors({ fields: split.fields, general: other ? other.message || m.failed : null, values });
  };

  return <AccountOnOrder email={email} created={created} overviewHref={routes.path('accountOverview')} serverErrors={serverErrors} onSubmit={submit} />;
}
