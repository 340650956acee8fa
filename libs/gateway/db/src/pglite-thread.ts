import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, PgliteStarted, PgliteThreadError, PgliteWorkerData } from './pglite-protocol';

/** Anything a request carries besides its id. */
type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite driver calls on a transaction. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

const workerFile = join(__dirname, 'pglite-worker.mts');

function errorFrom(described: PgliteThreadError): Error {
  const error = Object.assign(new Error(described.message), described.fields);
  error.name = described.name;
  if (described.stack) error.stack = described.stack;
  return error;
}

/**
 * Parsers are functions, which cannot cross threads. drizzle's PGlite driver passes only parsers that keep a type's
 * text (timestamps, dates, intervals and their arrays: its columns decode them); they travel as the types' ids. A
 * parser that changes its text is refused rather than silently dropped.
 */
function textTypesOf(options: QueryOptions | undefined): number[] {
  const { rowMode: _rowMode, parsers = {}, ...rest } = options ?? {};
  if (Object.keys(rest).length) {
    throw new Error(`The PGlite thread does not carry the query options ${Object.keys(rest).join(', ')}`);
  }
  return Object.entries(parsers).map(([type, parse]) => {
    const text = '2024-01-02 03:04:05';
    if (parse(text, Number(type)) !== text) throw new Error(`The parser of type ${type} changes the text`);
    return Number(type);
  });
}

/**
 * PGlite in a worker thread, with the part of PGlite's interface drizzle's driver uses: `query` and `transaction`.
 * One transaction at a time, as PGlite has one connection: a query outside it waits until it ends, as it does in
 * PGlite. The thread keeps the process alive only while it has work.
 */
export class PgliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (!this.pending.size) worker.unref();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(errorFrom(reply.error));
    });
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`The embedded database's thread ended (exit code ${code})`)));
    worker.unref();
  }

  /** Starts the thread and opens PGlite in it: in `dataDir`, or in memory; from the dump `loadDataDir` if given. */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const dump = options.loadDataDir && (await options.loadDataDir.arrayBuffer());
    const workerData: PgliteWorkerData = { dataDir: options.dataDir, loadDataDir: dump };
    const worker = new Worker(workerFile, { workerData, transferList: dump ? [dump] : [] });
    const opening = new AbortController();
    const ended = once(worker, 'exit', { signal: opening.signal }).then(([code]) => {
      throw new Error(`The embedded database's thread ended while opening (exit code ${code})`);
    });
    let started: PgliteStarted;
    try {
      [started] = await Promise.race([once(worker, 'message', { signal: opening.signal }), ended]);
    } finally {
      opening.abort();
    }
    if (!started.started) {
      await worker.terminate();
      throw errorFrom(started.error);
    }
    return new PgliteThread(worker);
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private call<T>(request: Request, id = this.nextId++): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  private run<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.call({ op: 'query', tx, sql, params, rowMode: options?.rowMode, textTypes: textTypesOf(options) });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run(undefined, sql, params, options);
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.call({ op: 'begin' }, id);
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.run(id, sql, params, options) });
    } catch (error) {
      await this.call({ op: 'rollback', tx: id }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'commit', tx: id });
    return result;
  }

  /** A tarball of the data directory (uncompressed), to start other databases from. */
  async dump(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })]);
  }

  /** Closes PGlite and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.stopped) return;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    await this.call({ op: 'close' });
    this.stop(new Error('The embedded database is closed'));
    this.worker.ref();
    await exited;
  }
}
