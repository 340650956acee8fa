/**
 * Messages between the gateway's thread and the PGlite worker thread (pglite-worker.mts). Each request carries an
 * id its reply repeats. `tx` names an open transaction: the id of the `begin` request that opened it.
 */
export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      textTypes: number[];
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as it crosses threads: its name, message and stack, and its own fields (SQLSTATE `code`, `severity`…). */
export interface PgliteThreadError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type PgliteReply =
  { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: PgliteThreadError };

/** The worker's first message: PGlite is open, or why it is not. */
export type PgliteStarted = { started: true } | { started: false; error: PgliteThreadError };

/** `workerData` of the worker: where the data lives and the dump to start from (a tar, transferred). */
export interface PgliteWorkerData {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}
