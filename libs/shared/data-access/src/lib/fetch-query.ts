import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { canHash, gatewayHeaders, isPublicQuery, operationOf, sha256Hex, type GatewayOptions } from './gateway-request';

/** The gateway gave no answer to use: unreachable, an HTTP error, or GraphQL errors in place of data. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}

interface GraphQLResponse {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The document's text; the printer loads only when a call needs the text (every server render, a POST in the browser). */
const textOf = async (query: DocumentNode) => (await import('./print-document')).printDocument(query);

/** The SHA-256 of the document's text: written into each query's module at build time (`__meta__.hash`), else computed. */
const hashOf = async (query: DocumentNode) =>
  (query as { __meta__?: { hash?: string } }).__meta__?.hash ?? sha256Hex(await textOf(query));

const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

async function send(gateway: GatewayOptions, url: string, init: RequestInit): Promise<GraphQLResponse> {
  let response: Response;
  try {
    response = await (gateway.fetch ?? fetch)(url, { ...init, credentials: 'include' });
  } catch (error) {
    throw new GatewayError(`gateway unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse;
  if (!response.ok && !body.errors?.length) throw new GatewayError(`gateway answered ${response.status}`);
  return body;
}

const persistedQueryNotFound = (body: GraphQLResponse) =>
  Boolean(
    body.errors?.some(
      (error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND' || error.message === 'PersistedQueryNotFound',
    ),
  );

/**
 * Runs one query against the gateway without a client library, as Apollo's link would send it: in the browser a
 * public read goes by GET with the document's SHA-256 in place of the document (automatic persisted queries; a
 * gateway that does not know the hash yet gets the document once by POST), so the gateway's front cache, a CDN and
 * the browser's HTTP cache can answer it; everything else, and every server render, is POSTed. Any GraphQL error
 * fails the call (Apollo's default error policy): refusals a page shows travel in payloads.
 */
export async function fetchQuery<TData, TVariables>(
  gateway: GatewayOptions,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const operationName = operationOf(query)?.name?.value ?? null;
  const headers = gatewayHeaders(gateway, false);
  const post = async (extensions?: object) =>
    send(gateway, gateway.uri, {
      method: 'POST',
      headers: { ...headers, accept: ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables, query: await textOf(query), ...(extensions ? { extensions } : {}) }),
    });
  let body: GraphQLResponse;
  if (!gateway.ssr && canHash() && isPublicQuery(query, operationName, variables)) {
    const extensions = { persistedQuery: { version: 1, sha256Hash: await hashOf(query) } };
    const search = new URLSearchParams({
      operationName: operationName ?? '',
      variables: JSON.stringify(variables),
      extensions: JSON.stringify(extensions),
    });
    body = await send(gateway, `${gateway.uri}?${search}`, { method: 'GET', headers: { ...headers, accept: ACCEPT } });
    if (persistedQueryNotFound(body)) body = await post(extensions);
  } else {
    body = await post();
  }
  if (body.errors?.length) throw new GatewayError(body.errors.map((error) => error.message).join('; '));
  if (body.data === undefined || body.data === null) throw new GatewayError('gateway answered without data');
  return body.data as TData;
}
