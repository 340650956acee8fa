import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/** Runs one HTTP request's handling with its request id, for log lines written where no context is at hand. */
export const runWithRequestId = <T>(requestId: string, handle: () => T): T => scope.run(requestId, handle);

/** The id of the request being handled, if any (Yoga's error masking has no context argument). */
export const currentRequestId = (): string | undefined => scope.getStore();
