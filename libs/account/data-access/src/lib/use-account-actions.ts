import { useCallback, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import {
  AccountUserQuery,
  ChangePasswordMutation,
  CheckUserExistQuery,
  DeleteAccountMutation,
  ForgotPasswordMutation,
  RegisterUserMutation,
  ResetPasswordMutation,
  UpdateNotificationsMutation,
  UserLoginMutation,
  UserLogoutMutation,
} from './account.documents';

/** A gateway answer: `ok` is its status; refusals are in `errors`; a gateway that cannot be reached is UNREACHABLE. */
export interface AccountOutcome {
  ok: boolean;
  errors: ServiceError[];
}

export interface RegisterRequest {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
  subscribed: boolean;
  captchaToken: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  captchaToken: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

type Payload = { status?: boolean; errors: readonly ServiceError[] } | null | undefined;

const outcome = (payload: Payload, ok = Boolean(payload?.status)): AccountOutcome =>
  payload ? { ok: ok && payload.errors.length === 0, errors: [...payload.errors] } : { ok: false, errors: [UNREACHABLE] };

async function attempt(call: () => Promise<AccountOutcome>): Promise<AccountOutcome> {
  try {
    return await call();
  } catch {
    return { ok: false, errors: [UNREACHABLE] };
  }
}

/** Fields of the Apollo cache that belonged to the session a logout or deletion ends: its cart and the customer's orders. */
const SESSION_FIELDS = ['cartQuantity', 'cartV2', 'customerOrders', 'invoice'];

/**
 * The account operations of the gateway (docs/accounts.md). Logging in or registering loads the customer into the
 * cache; logging out or deleting the account sets it to nobody and drops the cart the session held.
 */
export function useAccountActions() {
  const client = useApolloClient();
  const userData = useUserData();

  const loadUser = useCallback(
    () => client.query({ query: AccountUserQuery, variables: { userData }, fetchPolicy: 'network-only' }),
    [client, userData],
  );

  const forgetSession = useCallback(() => {
    client.cache.writeQuery({
      query: AccountUserQuery,
      variables: { userData },
      data: { getUserInfo: { __typename: 'UserInfoPayload', user: null, errors: [] } },
    });
    for (const fieldName of SESSION_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
  }, [client, userData]);

  const mutate = useCallback(
    async <T,>(run: () => Promise<T>, pick: (data: T) => Payload, after?: () => Promise<unknown> | void) =>
      attempt(async () => {
        const result = outcome(pick(await run()));
        if (result.ok && after) await after();
        return result;
      }),
    [],
  );

  return useMemo(
    () => ({
      checkUserExist: (email: string, captchaToken: string) =>
        attempt(async () => {
          const { data } = await client.query({ query: CheckUserExistQuery, variables: { userData, email, captchaToken }, fetchPolicy: 'no-cache' });
          const payload = data?.checkUserExist;
          // status false with no errors is the answer "no account": the question itself succeeded.
          return payload ? { ok: payload.errors.length === 0, errors: [...payload.errors], exists: payload.status } : { ok: false, errors: [UNREACHABLE], exists: false };
        }) as Promise<AccountOutcome & { exists?: boolean }>,
      logIn: (email: string, password: string, captchaToken: string) =>
        mutate(
          () => client.mutate({ mutation: UserLoginMutation, variables: { userData, email, password, captchaToken } }),
          (result) => result.data?.userLogin,
          loadUser,
        ),
      /** `leave` runs once the gateway ended the session, before the cache forgets the customer (e.g. going home from a login-required page). */
      logOut: (leave?: () => Promise<unknown> | void) =>
        mutate(
          () => client.mutate({ mutation: UserLogoutMutation, variables: { userData } }),
          (result) => result.data?.userLogout,
          async () => {
            await leave?.();
            forgetSession();
          },
        ),
      register: (input: RegisterRequest) =>
        mutate(
          () => client.mutate({ mutation: RegisterUserMutation, variables: { userData, input } }),
          (result) => result.data?.registerUser,
          loadUser,
        ),
      changePassword: (request: ChangePasswordRequest) =>
        mutate(
          () => client.mutate({ mutation: ChangePasswordMutation, variables: { userData, ...request } }),
          (result) => result.data?.changePassword,
        ),
      forgotPassword: (email: string, captchaToken: string) =>
        mutate(
          () => client.mutate({ mutation: ForgotPasswordMutation, variables: { userData, email, captchaToken } }),
          (result) => result.data?.forgotPassword,
        ),
      resetPassword: (request: ResetPasswordRequest) =>
        mutate(
          () => client.mutate({ mutation: ResetPasswordMutation, variables: { userData, ...request } }),
          (result) => result.data?.resetPassword,
          // Every session of the account has ended, this browser's too if it was logged in to it.
          loadUser,
        ),
      updateNotifications: (subscribed: boolean) =>
        mutate(
          () => client.mutate({ mutation: UpdateNotificationsMutation, variables: { userData, subscribed } }),
          (result) => {
            const payload = result.data?.updateNotifications;
            return payload && { status: Boolean(payload.user), errors: payload.errors };
          },
          loadUser,
        ),
      deleteAccount: (leave?: () => Promise<unknown> | void) =>
        mutate(
          () => client.mutate({ mutation: DeleteAccountMutation, variables: { userData } }),
          (result) => result.data?.deleteAccount,
          async () => {
            await leave?.();
            forgetSession();
          },
        ),
    }),
    [client, userData, mutate, loadUser, forgetSession],
  );
}
