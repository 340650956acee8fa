import { LRUCache } from 'lru-cache';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

export interface CachedResponse {
  /** The answer's bytes, encoded once when stored: a hit writes them as they are. */
  body: Buffer;
  contentType: string;
}

/**
 * Answers repeated catalogue reads before they reach the GraphQL pipeline. Only GET requests are cached
 * (GraphQL-over-HTTP keeps mutations off GET), keyed by the URL as it came (document or its persisted hash,
 * variables with userData: store, language, country) and the Accept header, as a CDN keys them with `Vary: Accept`;
 * and only when every root field is declared cacheable and the answer has no errors. The store headers are not in the
 * key: cacheable fields read the store from `userData`, and a header naming an unknown store only adds an error,
 * which is never cached.
 */
export class FrontCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly verdicts = new LRUCache<string, boolean>({ max: 2_000 });

  constructor(
    private readonly cacheableFields: ReadonlySet<string>,
    options: { maxEntries: number; ttlMs: number },
  ) {
    this.entries = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
  }

  key(url: string, accept: string | undefined): string {
    return `${url}\n${accept ?? ''}`;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /**
   * Stores a successful answer when the request's operation reads only cacheable fields; true when stored. `url`
   * carries the document (a persisted hash already resolved to it).
   */
  offer(key: string, url: URL, status: number, contentType: string, body: Buffer): boolean {
    if (status !== 200 || !this.isCacheable(url) || hasErrors(body)) return false;
    this.entries.set(key, { body, contentType });
    return true;
  }

  /** Stores an answer already known to be public (fast-reads.ts checked its fields and payload). */
  store(key: string, body: Buffer, contentType: string): void {
    this.entries.set(key, { body, contentType });
  }

  clear(): void {
    this.entries.clear();
  }

  private isCacheable(url: URL): boolean {
    const query = url.searchParams.get('query');
    if (!query) return false;
    const operationName = url.searchParams.get('operationName') ?? '';
    const verdictKey = `${operationName}\n${query}`;
    const known = this.verdicts.get(verdictKey);
    if (known !== undefined) return known;
    const verdict = this.readsOnlyCacheableFields(query, operationName);
    this.verdicts.set(verdictKey, verdict);
    return verdict;
  }

  private readsOnlyCacheableFields(query: string, operationName: string): boolean {
    try {
      const operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
      if (!operation || operation.operation !== 'query') return false;
      return operation.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && (this.cacheableFields.has(s.name.value) || s.name.value === '__typename'),
      );
    } catch {
      return false;
    }
  }
}

interface Result {
  errors?: readonly unknown[];
  data?: Record<string, unknown> | null;
}

/** GraphQL errors, or a root field's payload that is null or carries domain `errors` (a skipped field is absent). */
export function resultHasErrors(result: Result): boolean {
  if (result.errors?.length) return true;
  return Object.values(result.data ?? {}).some((payload) => {
    const errors = (payload as { errors?: unknown } | null)?.errors;
    return payload !== undefined && (!payload || (Array.isArray(errors) && errors.length > 0));
  });
}

function hasErrors(body: Buffer): boolean {
  try {
    return resultHasErrors(JSON.parse(body.toString('utf8')) as Result);
  } catch {
    return true;
  }
}
