import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { AddressInput, AddressKind, ProfileInput } from '@giftshop/shared-graphql';
import { UNREACHABLE, useUserData, type ServiceError } from '@giftshop/shared-data-access';
import {
  AddAddressMutation,
  AddressBookQuery,
  CustomerDetailsQuery,
  DeleteAddressMutation,
  InvoiceQuery,
  ReorderMutation,
  SetDefaultAddressMutation,
  UpdateAddressMutation,
  UpdateProfileMutation,
} from './customer.documents';
import { AccountUserQuery } from './account.documents';

/** An answer of the gateway: refusals in `errors`; a gateway that cannot be reached is UNREACHABLE. */
export interface CustomerOutcome<T = undefined> {
  ok: boolean;
  errors: ServiceError[];
  value?: T;
}

/** The outcome of a reorder: `cart` when packages went into the basket, `errors` for each package that did not. */
export interface ReorderOutcome {
  cart: boolean;
  errors: ServiceError[];
}

const CART_FIELDS = ['cartQuantity', 'cartV2'];

async function attempt<T>(call: () => Promise<CustomerOutcome<T>>): Promise<CustomerOutcome<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, errors: [UNREACHABLE] };
  }
}

const outcome = (payload: { errors: readonly ServiceError[] } | null | undefined): CustomerOutcome =>
  payload ? { ok: payload.errors.length === 0, errors: [...payload.errors] } : { ok: false, errors: [UNREACHABLE] };

/**
 * The changes a logged-in customer makes on the account pages. A changed profile refetches the details and the
 * header's name (a User has no id, so a mutation's answer does not update them); a changed address book refetches the
 * address book; a reorder drops the cached cart so the basket and badge reload.
 */
export function useCustomerActions() {
  const client = useApolloClient();
  const userData = useUserData();

  return useMemo(() => {
    const refetchBook = async (result: CustomerOutcome) => {
      if (result.ok) await client.refetchQueries({ include: [AddressBookQuery] });
      return result;
    };
    return {
      updateProfile: (input: ProfileInput) =>
        attempt(async () => {
          const { data } = await client.mutate({ mutation: UpdateProfileMutation, variables: { userData, input } });
          const result = outcome(data?.updateProfile);
          if (result.ok) await client.refetchQueries({ include: [AccountUserQuery, CustomerDetailsQuery] });
          return result;
        }),
      addAddress: (address: AddressInput, defaultFor: AddressKind[] = []) =>
        attempt(async () => {
          const { data } = await client.mutate({ mutation: AddAddressMutation, variables: { userData, address, defaultFor } });
          return refetchBook(outcome(data?.addAddress));
        }),
      updateAddress: (id: string, address: AddressInput) =>
        attempt(async () => {
          const { data } = await client.mutate({ mutation: UpdateAddressMutation, variables: { userData, id, address } });
          return refetchBook(outcome(data?.updateAddress));
        }),
      deleteAddress: (id: string) =>
        attempt(async () => {
          const { data } = await client.mutate({ mutation: DeleteAddressMutation, variables: { userData, id } });
          return refetchBook(outcome(data?.deleteAddress));
        }),
      setDefaultAddress: (id: string, kind: AddressKind) =>
        attempt(async () => {
          const { data } = await client.mutate({ mutation: SetDefaultAddressMutation, variables: { userData, id, kind } });
          return refetchBook(outcome(data?.setDefaultAddress));
        }),
      /** A short-lived link to the order's invoice PDF; it works only in this browser while logged in. */
      invoiceUrl: (orderUuid: string) =>
        attempt<string>(async () => {
          const { data } = await client.query({ query: InvoiceQuery, variables: { userData, orderUuid }, fetchPolicy: 'no-cache' });
          const payload = data?.invoice;
          if (!payload) return { ok: false, errors: [UNREACHABLE] };
          return payload.url && payload.errors.length === 0 ? { ok: true, errors: [], value: payload.url } : { ok: false, errors: [...payload.errors] };
        }),
      reorder: async (orderUuid: string): Promise<ReorderOutcome> => {
        try {
          const { data } = await client.mutate({ mutation: ReorderMutation, variables: { userData, orderUuid } });
          const payload = data?.reorder;
          if (!payload) return { cart: false, errors: [UNREACHABLE] };
          for (const fieldName of CART_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
          client.cache.gc();
          return { cart: Boolean(payload.order), errors: [...payload.errors] };
        } catch {
          return { cart: false, errors: [UNREACHABLE] };
        }
      },
    };
  }, [client, userData]);
}
