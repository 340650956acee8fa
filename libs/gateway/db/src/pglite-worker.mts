/**
 * The PGlite worker thread: the embedded database runs its SQL here, so the gateway's event loop stays free.
 * Loaded by Node itself (type stripping; tsx when the gateway runs under it), never bundled: it imports packages and
 * types only. PGlite serializes the work: a query outside a transaction waits while one is open.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgliteReply, PgliteRequest, PgliteStarted, PgliteThreadError, PgliteWorkerData } from './pglite-protocol';

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles once COMMIT or ROLLBACK has run. */
  ended: Promise<void>;
}

const port = parentPort as MessagePort;
const open = new Map<number, OpenTransaction>();
const keepText = (value: string) => value;

/** PGlite's errors carry their query's options (parsers are functions, which cannot cross threads): left out. */
function describe(error: unknown): PgliteThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([key, value]) => key !== 'queryOptions' && typeof value !== 'function'),
  );
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function reply(message: PgliteReply | PgliteStarted, transfer: ArrayBuffer[] = []) {
  try {
    port.postMessage(message, transfer);
  } catch (error) {
    // A value structured clone refuses (a field of an error): the answer goes without the fields.
    if (!('error' in message)) throw error;
    port.postMessage({ ...message, error: { ...message.error, fields: {} } });
  }
}

function begin(pg: PGlite, id: number): Promise<void> {
  return new Promise((began, failed) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const ended = pg.transaction(async (tx) => {
      open.set(id, { tx, end, ended });
      began();
      if (!(await decided)) await tx.rollback();
    });
    // A failed BEGIN rejects before the transaction opened; a failed COMMIT is answered by the commit request.
    ended.catch(failed);
  });
}

async function finish(id: number, commit: boolean) {
  const transaction = open.get(id);
  if (!transaction) throw new Error('Transaction is closed');
  open.delete(id);
  transaction.end(commit);
  await transaction.ended;
}

async function handle(pg: PGlite, request: PgliteRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pg : open.get(request.tx)?.tx;
      if (!target) throw new Error('Transaction is closed');
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return reply({ id: request.id, ok: true, value: result });
    }
    case 'begin':
      await begin(pg, request.id);
      return reply({ id: request.id, ok: true });
    case 'commit':
    case 'rollback':
      await finish(request.tx, request.op === 'commit');
      return reply({ id: request.id, ok: true });
    case 'dump': {
      // From a checkpoint, so a database opened from the dump starts without replaying the WAL written since the last
      // one (the seeded test database: 0.7 s of CPU to open instead of 1.0–1.5 s).
      await pg.exec('CHECKPOINT');
      const bytes = await (await pg.dumpDataDir('none')).arrayBuffer();
      return reply({ id: request.id, ok: true, value: bytes }, [bytes]);
    }
    case 'close':
      await pg.close();
      reply({ id: request.id, ok: true });
      port.close();
  }
}

async function main() {
  const { dataDir, loadDataDir } = workerData as PgliteWorkerData;
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir,
      loadDataDir: loadDataDir && new Blob([loadDataDir]),
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    reply({ started: false, error: describe(error) });
    port.close();
    return;
  }
  port.on('message', (request: PgliteRequest) => {
    handle(pg, request).catch((error: unknown) => reply({ id: request.id, ok: false, error: describe(error) }));
  });
  reply({ started: true });
}

void main();
