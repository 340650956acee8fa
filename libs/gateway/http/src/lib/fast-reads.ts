import { getOperationAST, Kind, specifiedRules, validate, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { processRegularResult } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { UNEXPECTED_ERROR } from './error-mask';
import type { ContextRequest, createContextFactory } from './gateway-context';
import { resultHasErrors } from './front-cache';
import type { GatewayOptions } from './options';
import type { SearchParams } from './persisted-queries';

/** A GraphQL-over-HTTP request's parameters, checked as Yoga checks them (`query` given, objects where objects go). */
export interface ReadParams {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

export interface ReadAnswer {
  /** 200 for every read; a mutation's as Yoga gives it (errors with an `http` extension may set it). */
  status: number;
  /** JSON text, encoded once by the caller for the answer (and the front cache). */
  body: string;
  contentType: string;
  /** Headers an error's `http` extension asks for (mutations only). */
  headers: Record<string, string>;
  /** No payload errors (selected or not) and no cookie: an answer a shared cache may keep. */
  isPublic: boolean;
  cookies: string[];
}

const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);
const INVALID = Symbol('invalid');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object parameter: undefined when absent or null, INVALID when it is not JSON or not an object. */
function objectParam(value: unknown): Record<string, unknown> | undefined | typeof INVALID {
  if (value === undefined || value === null) return undefined;
  return isPlainObject(value) ? value : INVALID;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

function readParams(
  query: unknown,
  operationName: unknown,
  variables: unknown,
  extensions: unknown,
): ReadParams | null {
  const vars = objectParam(variables);
  if (typeof query !== 'string' || !query || vars === INVALID || objectParam(extensions) === INVALID) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  return { query, operationName: operationName || undefined, variables: vars };
}

/** A GET's parameters (a persisted hash already resolved to its document), or null for Yoga to answer. */
export function readParamsOfSearch(params: Pick<SearchParams, 'get'>): ReadParams | null {
  const json = (name: string) => {
    const text = params.get(name);
    return text ? parseJson(text) : undefined;
  };
  return readParams(params.get('query'), params.get('operationName'), json('variables'), json('extensions'));
}

/** A JSON POST body's parameters, or null for Yoga to answer (batches, unknown parameters, anything unusual). */
export function readParamsOfBody(body: string): ReadParams | null {
  const request = parseJson(body);
  if (!isPlainObject(request)) return null;
  for (const [name, value] of Object.entries(request)) if (value !== null && !PARAMETERS.has(name)) return null;
  return readParams(request['query'], request['operationName'], request['variables'], request['extensions']);
}

/**
 * The media type Yoga answers for these Accept headers (the browser's Apollo client, fetch and curl defaults); null
 * for any other, which Yoga negotiates.
 */
export function mediaTypeFor(accept: string | undefined): string | null {
  if (accept === undefined || accept === '*/*' || accept === 'application/json') return 'application/json';
  if (/^application\/graphql-response\+json(\s*,\s*application\/json(;\s*q=0(\.\d+)?)?)?$/.test(accept))
    return 'application/graphql-response+json';
  return null;
}

/** A POST body Yoga reads as JSON (`application/json`, with or without parameters). */
export const isJsonBody = (contentType: string | undefined) => {
  const type = contentType?.split(',')[0];
  return type === 'application/json' || Boolean(type?.startsWith('application/json;'));
};

export interface FastReadsDeps {
  schema: GraphQLSchema;
  contextOf: ReturnType<typeof createContextFactory>;
  limits: GatewayOptions['limits'];
  /** Root query fields answered here: the modules' cacheable (public) reads. */
  publicFields: ReadonlySet<string>;
  /** Yoga's error mask (error-mask.ts): a mutation that ran is answered here, errors and all. */
  maskError(error: unknown, message: string): Error;
  /** The CSRF header rule (mutation-header.ts): a mutation without the header is left to Yoga, which refuses it. */
  requireMutationHeader: boolean;
}

interface Compiled {
  query: CompiledQuery;
  mutation: boolean;
}

/** The Response constructor processRegularResult is given: it keeps what Yoga would send instead of building a Response. */
class CapturedResponse {
  constructor(
    readonly body: string,
    readonly init: { status?: number; headers?: Record<string, string> },
  ) {}
}
const CAPTURE = { Response: CapturedResponse } as unknown as Parameters<typeof processRegularResult>[1];

/**
 * Public reads (queries whose root fields are all cacheable) and, for POSTs, mutations answered on node:http without
 * Yoga's fetch layer: each document is parsed, validated with the gateway's rules and limits, and compiled by
 * graphql-jit once, then run with the same context and resolvers. Anything else answers null and the caller hands
 * the request to Yoga: other queries, a read whose result carries GraphQL errors (Yoga runs it again and answers
 * with its masking and logging), and a mutation that did not run — without the CSRF header, abandoned before it
 * ran, or refused for its variables. A mutation that ran is answered here as Yoga would answer it: its errors go
 * through the same mask, and status, headers and body through Yoga's own `processRegularResult`. Documents are kept
 * by text (Yoga's own jit plugin compiles every distinct one too).
 */
export function createFastReads({ schema, contextOf, limits, publicFields, maskError, requireMutationHeader }: FastReadsDeps) {
  const compiled = new LRUCache<string, Compiled | false>({ max: 1_000 });
  const rules = [
    ...specifiedRules,
    maxDepthRule({ n: limits.depth, flattenFragments: true }),
    maxAliasesRule({ n: limits.aliases }),
    costLimitRule({ maxCost: limits.cost }),
  ];
  let answered = 0;
  let handedOn = 0;
  /** Counts a request left to Yoga and answers null. */
  const handOn = () => (handedOn++, null);

  function compile(source: string, operationName: string | undefined): Compiled | false {
    try {
      const document = new MaxTokensParserWLexer(source, {
        n: limits.tokens,
      }).parseDocument();
      const operation = getOperationAST(document, operationName);
      const mutation = operation?.operation === 'mutation';
      if (!operation || (!mutation && operation.operation !== 'query')) return false;
      const isPublic = operation.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && (publicFields.has(s.name.value) || s.name.value === '__typename'),
      );
      if ((!mutation && !isPublic) || validate(schema, document, rules).length) return false;
      const query = compileQuery(schema, document, operationName);
      return isCompiledQuery(query) ? { query, mutation } : false;
    } catch {
      return false;
    }
  }

  function compiledFor(params: ReadParams): Compiled | false {
    const key = `${params.operationName ?? ''}\n${params.query}`;
    let query = compiled.get(key);
    if (query === undefined) compiled.set(key, (query = compile(params.query, params.operationName)));
    return query;
  }

  /** A mutation's answer as Yoga gives it: errors masked, then Yoga's status, headers and JSON. */
  function mutationAnswer(query: CompiledQuery, result: ExecutionResult, mediaType: string, cookies: string[]): ReadAnswer {
    const errors = result.errors?.map((e) => maskError(e, UNEXPECTED_ERROR) as GraphQLError);
    const sanitized = { ...result, ...(errors ? { errors } : {}), stringify: query.stringify };
    const response = processRegularResult(sanitized, CAPTURE, mediaType) as unknown as CapturedResponse;
    const { 'Content-Type': contentType = `${mediaType}; charset=utf-8`, ...headers } = response.init.headers ?? {};
    return { status: response.init.status ?? 200, body: response.body, contentType, headers, isPublic: false, cookies };
  }

  return {
    /**
     * The answer of a public read, or of a mutation when `mutations` (a POST), or null when Yoga should answer the
     * request.
     */
    async answer(
      params: ReadParams,
      mediaType: string,
      request: Omit<ContextRequest, 'setCookie'>,
      mutations = false,
    ): Promise<ReadAnswer | null> {
      const compiledQuery = compiledFor(params);
      if (!compiledQuery || (compiledQuery.mutation && !mutations)) return handOn();
      const { query, mutation } = compiledQuery;
      const cookies: string[] = [];
      let payloadErrors = false;
      let context: ReturnType<typeof contextOf>;
      try {
        context = contextOf({ ...request, setCookie: (value) => cookies.push(value), notePayloadErrors: () => (payloadErrors = true) });
      } catch {
        // Nothing ran: Yoga builds the context again and answers the failure with its masking.
        return handOn();
      }
      if (mutation && ((requireMutationHeader && !context.request.bypassMutations) || context.signal.aborted)) return handOn();
      let result: ExecutionResult;
      try {
        result = (await query.query(undefined, context, params.variables ?? {})) as ExecutionResult;
      } catch (error) {
        if (!mutation) return handOn();
        // Masked (and logged) as a resolver's unexpected error is.
        result = { data: null, errors: [error as GraphQLError] };
      }
      // A mutation refused for its variables never ran (no `data`): Yoga answers it. A read with errors runs again there.
      if (mutation ? !('data' in result) : result.errors?.length) return handOn();
      answered++;
      if (mutation) return mutationAnswer(query, result, mediaType, cookies);
      return {
        status: 200,
        body: query.stringify(result),
        contentType: `${mediaType}; charset=utf-8`,
        headers: {},
        isPublic: cookies.length === 0 && !payloadErrors && !resultHasErrors(result),
        cookies,
      };
    },
    /** How many requests were answered here and how many were handed to Yoga after a look. */
    stats: () => ({ answered, handedOn }),
  };
}

export type FastReads = ReturnType<typeof createFastReads>;
