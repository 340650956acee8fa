import { useContext, useMemo } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { loadApolloClient, UNREACHABLE, useApolloSource, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import { ConfirmNewsletterMutation, SubscribeNewsletterMutation, UnsubscribeNewsletterMutation } from './newsletter.documents';
import type { AccountOutcome } from './use-account-actions';

type Payload = { status: boolean; errors: readonly ServiceError[] } | null | undefined;

async function outcomeOf(call: () => Promise<Payload>): Promise<AccountOutcome> {
  try {
    const payload = await call();
    return payload ? { ok: payload.status && payload.errors.length === 0, errors: [...payload.errors] } : { ok: false, errors: [UNREACHABLE] };
  } catch {
    return { ok: false, errors: [UNREACHABLE] };
  }
}

/** The newsletter's double opt-in (docs/newsletter.md): sign up, confirm with the e-mailed token, unsubscribe. */
export function useNewsletterActions() {
  // The provider's client on Apollo pages; the sign-up forms of catalogue pages load Apollo Client when they send.
  const provided = useContext(getApolloContext()).client;
  const apollo = useApolloSource();
  const userData = useUserData();
  return useMemo(() => {
    const client = async () => provided ?? (await loadApolloClient(apollo));
    return {
      subscribe: (email: string, source: 'footer' | 'home') =>
        outcomeOf(async () => (await (await client()).mutate({ mutation: SubscribeNewsletterMutation, variables: { userData, email, source } })).data?.subscribeNewsletter),
      confirm: (token: string) =>
        outcomeOf(async () => (await (await client()).mutate({ mutation: ConfirmNewsletterMutation, variables: { userData, token } })).data?.confirmNewsletter),
      unsubscribe: (token: string) =>
        outcomeOf(async () => (await (await client()).mutate({ mutation: UnsubscribeNewsletterMutation, variables: { userData, token } })).data?.unsubscribeNewsletter),
    };
  }, [provided, apollo, userData]);
}
