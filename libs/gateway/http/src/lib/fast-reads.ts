import { getOperationAST, Kind, specifiedRules, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
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
  /** JSON text, encoded once by the caller for the answer (and the front cache). */
  body: string;
  contentType: string;
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
}

/**
 * Public reads (queries whose root fields are all cacheable) answered on node:http without Yoga's fetch layer: each
 * document is parsed, validated with the gateway's rules and limits, and compiled by graphql-jit once, then run with
 * the same context and resolvers. Anything else, and any run whose result carries GraphQL errors (invalid variables,
 * a resolver that threw), answers null, and the caller hands the request to Yoga, which gives today's answer with
 * its error masking and logging. Documents are kept by text (Yoga's own jit plugin compiles every distinct one too).
 */
export function createFastReads({ schema, contextOf, limits, publicFields }: FastReadsDeps) {
  const compiled = new LRUCache<string, CompiledQuery | false>({ max: 1_000 });
  const rules = [
    ...specifiedRules,
    maxDepthRule({ n: limits.depth, flattenFragments: true }),
    maxAliasesRule({ n: limits.aliases }),
    costLimitRule({ maxCost: limits.cost }),
  ];
  let answered = 0;
  let handedOn = 0;

  function compile(source: string, operationName: string | undefined): CompiledQuery | false {
    try {
      const document = new MaxTokensParserWLexer(source, {
        n: limits.tokens,
      }).parseDocument();
      const operation = getOperationAST(document, operationName);
      if (operation?.operation !== 'query') return false;
      const isPublic = operation.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && (publicFields.has(s.name.value) || s.name.value === '__typename'),
      );
      if (!isPublic || validate(schema, document, rules).length) return false;
      const compiledQuery = compileQuery(schema, document, operationName);
      return isCompiledQuery(compiledQuery) ? compiledQuery : false;
    } catch {
      return false;
    }
  }

  function compiledFor(params: ReadParams): CompiledQuery | false {
    const key = `${params.operationName ?? ''}\n${params.query}`;
    let query = compiled.get(key);
    if (query === undefined) compiled.set(key, (query = compile(params.query, params.operationName)));
    return query;
  }

  async function run(
    query: CompiledQuery,
    params: ReadParams,
    request: ContextRequest,
  ): Promise<ExecutionResult | null> {
    try {
      return (await query.query(undefined, contextOf(request), params.variables ?? {})) as ExecutionResult;
    } catch {
      return null;
    }
  }

  return {
    /** The answer of a public read, or null when Yoga should answer the request. */
    async answer(
      params: ReadParams,
      mediaType: string,
      request: Omit<ContextRequest, 'setCookie'>,
    ): Promise<ReadAnswer | null> {
      const query = compiledFor(params);
      const cookies: string[] = [];
      let payloadErrors = false;
      const result = query
        ? await run(query, params, {
            ...request,
            setCookie: (value) => cookies.push(value),
            notePayloadErrors: () => (payloadErrors = true),
          })
        : null;
      if (!query || !result || result.errors?.length) {
        handedOn++;
        return null;
      }
      answered++;
      const body = query.stringify(result);
      return {
        body,
        contentType: `${mediaType}; charset=utf-8`,
        isPublic: cookies.length === 0 && !payloadErrors && !resultHasErrors(result),
        cookies,
      };
    },
    /** How many requests were answered here and how many were handed to Yoga after a look. */
    stats: () => ({ answered, handedOn }),
  };
}

export type FastReads = ReturnType<typeof createFastReads>;
