import { isDeepStrictEqual } from 'node:util';

/** A canned gateway answer, in the shape of Apollo's MockLink mocks: the operation and variables asked, the answer. */
export interface GatewayMock {
  request: {
    query: { definitions: readonly { kind: string; name?: { value: string } }[] };
    variables?: Record<string, unknown>;
  };
  result?: { data?: unknown; errors?: unknown[] };
  error?: Error;
}

const operationName = (mock: GatewayMock) =>
  mock.request.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;

/** What a call asked for: a POST's JSON body, or a GET's search parameters. */
function asked(url: string, init?: RequestInit): { operationName?: string; variables?: unknown } {
  if (init?.method === 'GET' || !init?.body) {
    const search = new URL(url, 'http://gateway.test').searchParams;
    return {
      operationName: search.get('operationName') ?? undefined,
      variables: JSON.parse(search.get('variables') ?? '{}'),
    };
  }
  return JSON.parse(String(init.body)) as { operationName?: string; variables?: unknown };
}

/**
 * A `fetch` that answers like the gateway from mocks, matched by operation name and variables (every call is
 * recorded in `calls`); a call no mock matches is answered with a GraphQL error, so a test that asks for something
 * unexpected fails.
 */
export function mockGatewayFetch(mocks: readonly GatewayMock[]) {
  const calls: { operationName?: string; variables?: unknown; method: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = asked(String(input), init);
    calls.push({ operationName: request.operationName, variables: request.variables, method: init?.method ?? 'GET' });
    const mock = mocks.find(
      (candidate) =>
        operationName(candidate) === request.operationName &&
        isDeepStrictEqual(candidate.request.variables ?? {}, request.variables ?? {}),
    );
    if (mock?.error) throw mock.error;
    const body = mock
      ? (mock.result ?? {})
      : { errors: [{ message: `No mock for ${request.operationName} ${JSON.stringify(request.variables)}` }] };
    // What fetchQuery reads of a response (jsdom has no Response).
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) as unknown } as Response;
  };
  return Object.assign(fetch as typeof globalThis.fetch, { calls });
}
