import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
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
  const client = useApolloClient();
  const userData = useUserData();
  return useMemo(
    () => ({
      subscribe: (email: string, source: 'footer' | 'home') =>
        outcomeOf(async () => (await client.mutate({ mutation: SubscribeNewsletterMutation, variables: { userData, email, source } })).data?.subscribeNewsletter),
      confirm: (token: string) =>
        outcomeOf(async () => (await client.mutate({ mutation: ConfirmNewsletterMutation, variables: { userData, token } })).data?.confirmNewsletter),
      unsubscribe: (token: string) =>
        outcomeOf(async () => (await client.mutate({ mutation: UnsubscribeNewsletterMutation, variables: { userData, token } })).data?.unsubscribeNewsletter),
    }),
    [client, userData],
  );
}
