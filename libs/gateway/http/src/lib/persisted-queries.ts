import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** What a GET's parameters are read and written through. */
export interface SearchParams {
  get(name: string): string | null | undefined;
  set(name: string, value: string): unknown;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export type PersistedOutcome =
  /** The request as it came, or with its stored document filled in. */
  | { kind: 'ready' }
  | { kind: 'refused'; status: number; body: { errors: { message: string; extensions: { code: string } }[] } };

const READY: PersistedOutcome = { kind: 'ready' };
const refused = (status: number, message: string, code: string): PersistedOutcome => ({
  kind: 'refused',
  status,
  body: { errors: [{ message, extensions: { code } }] },
});

/** Apollo's client retries with the full document when it reads this message or code (automatic persisted queries). */
export const NOT_FOUND = refused(200, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
const MISMATCH = refused(400, 'The persisted query hash does not match the query.', 'PERSISTED_QUERY_HASH_MISMATCH');
const MALFORMED = refused(400, 'The persisted query extension is malformed.', 'PERSISTED_QUERY_INVALID');

/** `extensions.persistedQuery.sha256Hash` (version 1), null when absent, undefined when present but malformed. */
function hashOf(extensions: unknown): string | null | undefined {
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null)?.persistedQuery;
  if (persisted === undefined) return null;
  const hash = persisted?.sha256Hash;
  return persisted?.version === 1 && typeof hash === 'string' && SHA256_HEX.test(hash) ? hash : undefined;
}

/**
 * Automatic persisted queries: a client sends the SHA-256 of a document instead of the document, so catalogue reads
 * go by GET with short URLs that a CDN can share. A document is stored only when it hashes to the hash it came with,
 * so no one can bind a hash to another document; unknown hashes answer PERSISTED_QUERY_NOT_FOUND and the client sends
 * the whole document once. Stored documents still pass every validation and limit when they run.
 */
export class PersistedQueries {
  private readonly documents: LRUCache<string, string>;

  constructor(options: { maxEntries: number; maxBytes: number }) {
    this.documents = new LRUCache({ max: options.maxEntries, maxSize: options.maxBytes, sizeCalculation: (query) => query.length + 64 });
  }

  /** A GET's parameters (URLSearchParams, or searchValues' map): the stored document put in `query` when only its hash came. */
  resolveSearchParams(params: SearchParams): PersistedOutcome {
    const extensions = params.get('extensions');
    if (!extensions?.includes('persistedQuery')) return READY;
    const { outcome, stored } = this.resolve(parseJson(extensions), params.get('query') ?? null);
    if (stored) params.set('query', stored);
    return outcome;
  }

  /** A POST body: the same rules, answering the body to hand on (rewritten only when the document was filled in). */
  resolveBody(body: string): { outcome: PersistedOutcome; body: string } {
    if (!body.includes('"persistedQuery"')) return { outcome: READY, body };
    const request = parseJson(body) as { query?: unknown; extensions?: unknown } | undefined;
    if (!request || typeof request !== 'object' || Array.isArray(request)) return { outcome: READY, body };
    const { outcome, stored } = this.resolve(request.extensions, typeof request.query === 'string' ? request.query : null);
    return { outcome, body: stored ? JSON.stringify({ ...request, query: stored }) : body };
  }

  /** `stored`: the document of a request that came with its hash only. */
  private resolve(extensions: unknown, query: string | null): { outcome: PersistedOutcome; stored?: string } {
    const hash = hashOf(extensions);
    if (hash === null) return { outcome: READY };
    if (hash === undefined) return { outcome: MALFORMED };
    if (!query) {
      const stored = this.documents.get(hash);
      return stored ? { outcome: READY, stored } : { outcome: NOT_FOUND };
    }
    if (createHash('sha256').update(query).digest('hex') !== hash) return { outcome: MISMATCH };
    this.documents.set(hash, query);
    return { outcome: READY };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
