import pino, { stdSerializers, type DestinationStream, type Level, type Logger } from 'pino';

/** drizzle's DrizzleQueryError: its message, stack and `params` carry the query's parameters (names, e-mails…). */
interface QueryError extends Error {
  query: string;
  params: unknown;
}

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error && typeof (error as Partial<QueryError>).query === 'string' && 'params' in error;

/** A PostgreSQL error (pg, PGlite): a five-character SQLSTATE and a severity. */
const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown; severity?: unknown } | null)?.code;
  return error instanceof Error && 'severity' in error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** Every error an error was made from: its cause, a GraphQLError's original error, an aggregate's errors. */
function chainOf(error: unknown, seen = new Set<Error>()): Error[] {
  if (!(error instanceof Error) || seen.has(error)) return [...seen];
  seen.add(error);
  const inner = error as Error & { originalError?: unknown; errors?: unknown };
  chainOf(inner.cause, seen);
  chainOf(inner.originalError, seen);
  if (Array.isArray(inner.errors)) for (const each of inner.errors) chainOf(each, seen);
  return [...seen];
}

/** Fields of database errors that quote the values of a statement. */
const VALUE_FIELDS = new Set(['params', 'detail', 'hint', 'parameters']);

function scrub(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((each) => scrub(each, replace));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !VALUE_FIELDS.has(key)).map(([key, each]) => [key, scrub(each, replace)]));
}

/**
 * pino's error serializer, minus the values of SQL statements: a failed query keeps its SQLSTATE, the database's
 * message and the query text with placeholders, never its parameters (a buyer's name, address, e-mail or phone) nor
 * the database's `detail`. Data exceptions (SQLSTATE class 22) quote the offending value after a colon: it is cut.
 */
export function serializeError(error: unknown): unknown {
  const chain = chainOf(error);
  const queries = chain.filter(isQueryError);
  const databaseErrors = chain.filter((each) => sqlStateOf(each));
  if (!queries.length && !databaseErrors.length) return stdSerializers.err(error as Error);
  const unsafe: [string, string][] = [
    ...queries.map((q): [string, string] => [q.message, `Failed query: ${q.query}`]),
    ...databaseErrors
      .filter((each) => sqlStateOf(each)?.startsWith('22') && each.message.includes(':'))
      .map((each): [string, string] => [each.message, each.message.slice(0, each.message.indexOf(':'))]),
  ];
  const replace = (text: string) => unsafe.reduce((out, [from, to]) => out.split(from).join(to), text);
  const serialized = scrub({ ...stdSerializers.err(error as Error) }, replace) as Record<string, unknown>;
  return { ...serialized, sqlState: sqlStateOf(databaseErrors[0]), query: queries[0]?.query };
}

/** The gateway's logger: JSON lines, errors through serializeError whether logged as `err` or `error`. */
export function createGatewayLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'gateway' }, serializers: { err: serializeError, error: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}
