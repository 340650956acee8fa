import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The gateway has queries and mutations only: a subscription is a malformed request (400 whatever the client
 * accepts), refused before the executor, which would fail on the missing root type (500).
 */
export const noSubscriptions: Plugin = {
  onSubscribe({ setResultAndStopExecution }) {
    setResultAndStopExecution({
      errors: [new GraphQLError('Subscriptions are not supported.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } })],
    });
  },
};

const SUGGESTION = /\s*Did you mean .*$/s;

/** graphql-js appends `Did you mean "x"?` to unknown names: in production that would spell out the schema. */
export function withoutSuggestion<E extends GraphQLError>(error: E): E | GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

export const noSuggestions: Plugin = {
  onValidate() {
    return ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((error) => (error instanceof GraphQLError ? withoutSuggestion(error) : error)));
    };
  },
};
