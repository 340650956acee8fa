import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import type { Logger } from 'pino';
import { currentRequestId } from './request-scope';
import { withoutSuggestion } from './request-rules';

/** The message an unexpected error is replaced by (Yoga's own). */
export const UNEXPECTED_ERROR = 'Unexpected error.';

/**
 * No stack traces or internals leave the gateway: errors of the request itself (syntax, validation, limits, domain
 * GraphQLErrors) pass, anything else is logged and replaced. Yoga's `maskedErrors` and the fast operations both use it.
 */
export function gatewayErrorMask(log: Logger, production: boolean) {
  return (error: unknown, message: string): Error => {
    const masked = maskError(error, message, false);
    if (masked !== error) log.error({ err: error, requestId: currentRequestId() }, 'unexpected error');
    return production && masked instanceof GraphQLError ? withoutSuggestion(masked) : masked;
  };
}
