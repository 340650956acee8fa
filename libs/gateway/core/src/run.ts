import type { GatewayContext } from './context';
import { DomainError, DomainErrors, notAvailableYet, toErrorEntry, type ErrorEntry } from './errors';
import { resolveScope, storeMessages, type StoreScope, type UserData } from './scope';

export type Payload<T> = Partial<T> & { errors: ErrorEntry[] };

/**
 * Runs one operation for a caller: resolves `userData` to a store scope, calls the service and turns a
 * DomainError into the payload's `errors`. Anything else is a bug and propagates (masked by the server).
 */
export async function run<T extends object>(
  ctx: GatewayContext,
  userData: UserData,
  operation: (scope: StoreScope) => Promise<T> | T,
): Promise<Payload<T>> {
  try {
    const scope = resolveScope(ctx.stores, userData);
    const headerStore = ctx.request.storeId;
    if (headerStore !== null && !ctx.stores.get(headerStore)) throw new DomainError('UNKNOWN_STORE', { storeID: headerStore }, 'x-store-id');
    return { ...(await operation(scope)), errors: [] };
  } catch (error) {
    if (error instanceof DomainError || error instanceof DomainErrors) {
      const store = ctx.stores.get(userData.storeID);
      const language = store?.languages.some((l) => l.languageCode === userData.language) ? storeMessages(store, userData.language) : 'en';
      const errors = error instanceof DomainErrors ? error.errors : [error];
      ctx.notePayloadErrors?.();
      return { errors: errors.map((e) => toErrorEntry(e, language)) } as Payload<T>;
    }
    throw error;
  }
}

/** Resolver of an operation whose domain is not built yet: refuses a bad `userData`, then answers NOT_AVAILABLE_YET. */
export const notBuiltYet = (_parent: unknown, args: { userData: UserData }, ctx: GatewayContext) =>
  run(ctx, args.userData, () => {
    throw notAvailableYet();
  });
