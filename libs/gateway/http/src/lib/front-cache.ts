import { LRUCache } from 'lru-cache';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

export interface CachedResponse {
  /** The answer's bytes, encoded once when stored: a hit writes them as they are. */
  body: Buffer;
  contentType: string;
}

/**
 * Keys seen once: a 32-bit hash of each key in a fixed table (a collision only keeps an answer one miss early, an
 * overwritten slot one miss late). No strings or buffers are held, so remembering one-off URLs costs no memory.
 */
class SeenKeys {
  private readonly table = new Uint32Array(1 << 14);

  /** True when `key` was seen before; remembers it otherwise. */
  seenBefore(key: string): boolean {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    const mark = (hash | 1) >>> 0;
    const slot = mark & (this.table.length - 1);
    if (this.table[slot] === mark) return true;
    this.table[slot] = mark;
    return false;
  }

  clear(): void {
    this.table.fill(0);
  }
}

/**
 * Answers repeated catalogue reads before they reach the GraphQL pipeline. Only GET requests are cached
 * (GraphQL-over-HTTP keeps mutations off GET), keyed by the URL as it came (document or its persisted hash,
 * variables with userData: store, language, country) and the Accept header, as a CDN keys them with `Vary: Accept`;
 * and only when every root field is declared cacheable and the answer has no errors. The store headers are not in the
 * key: cacheable fields read the store from `userData`, and a header naming an unknown store only adds an error,
 * which is never cached.
 *
 * A public answer is kept from the second miss of its key on (a doorkeeper): URLs asked once (scans, cache-busting
 * variables, a cold CDN's one request per edge) are not copied into the cache, where they would push out the pages
 * shoppers repeat and keep their bytes alive until the next full garbage collection.
 */
export class FrontCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly verdicts = new LRUCache<string, boolean>({ max: 2_000 });
  private readonly missed = new SeenKeys();

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
   * Whether a successful answer is public (the request's operation reads only cacheable fields, no errors): then it
   * is stored as `store` does. `url` carries the document (a persisted hash already resolved to it).
   */
  offer(key: string, url: URL, status: number, contentType: string, body: Buffer): boolean {
    if (status !== 200 || !this.isCacheable(url) || hasErrors(body)) return false;
    this.store(key, body, contentType);
    return true;
  }

  /** Stores an answer already known to be public (fast-reads.ts checked its fields and payload) when its key missed before. */
  store(key: string, body: Buffer, contentType: string): void {
    if (this.missed.seenBefore(key)) this.entries.set(key, { body, contentType });
  }

  clear(): void {
    this.entries.clear();
    this.missed.clear();
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
