import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from './database';
import { DatabaseLockedError, openPglite } from './open-pglite';
import { selectRows } from './rows';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  wait: interval('wait').notNull(),
  price: numeric('price').notNull(),
  big: bigint('big', { mode: 'bigint' }).notNull(),
  flag: boolean('flag').notNull(),
  data: jsonb('data').$type<{ card: string; amounts: number[] }>().notNull(),
  tags: text('tags').array().notNull(),
  moments: timestamp('moments').array().notNull(),
  blob: bytea('blob').notNull(),
});

const counters = pgTable('counters', { id: integer('id').primaryKey(), value: integer('value').notNull() });

const SCHEMA = [
  `create table samples (id integer primary key, at timestamptz not null, day date not null, wait interval not null,
    price numeric not null, big bigint not null, flag boolean not null, data jsonb not null, tags text[] not null,
    moments timestamp[] not null, blob bytea not null)`,
  'create table counters (id integer primary key, value integer not null)',
  'insert into counters values (1, 0)',
];

const SAMPLE = {
  id: 1,
  at: new Date('2026-12-01T09:30:00.123Z'),
  day: '2026-12-24',
  wait: '1 day 02:03:04',
  price: '12.50',
  big: 9_007_199_254_740_993n,
  flag: true,
  data: { card: 'Harbour & Pine', amounts: [2500, 5000] },
  tags: ['gift', 'café'],
  moments: [new Date('2026-12-01T10:00:00Z')],
  blob: new Uint8Array([0, 1, 254, 255]),
};

async function createTables(db: Database) {
  for (const statement of SCHEMA) await db.execute(sql.raw(statement));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openPglite();
    db = handle.db;
    await createTables(db);
  }, 60_000);
  afterAll(() => handle?.close());

  it('keeps the event loop free while a long query runs', async () => {
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    await db.execute(sql`select pg_sleep(1.5)`);
    const took = performance.now() - started;
    clearInterval(timer);
    longestGap = Math.max(longestGap, performance.now() - last);
    expect(took).toBeGreaterThanOrEqual(1490);
    // On the event loop's own thread the query would leave one gap as long as itself; a busy machine leaves
    // shorter ones.
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('answers the rows PGlite answers in the same thread', async () => {
    const local = await PGlite.create();
    try {
      const inThread = drizzle({ client: local }) as unknown as Database;
      await createTables(inThread);
      const rows = async (target: Database) => {
        await target.insert(samples).values(SAMPLE).onConflictDoNothing();
        return {
          typed: await target.select().from(samples).where(eq(samples.id, 1)),
          raw: await selectRows(target, sql`select *, big::text as big_text, now() - now() as zero from samples`),
        };
      };
      const expected = await rows(inThread);
      expect(expected.typed).toEqual([SAMPLE]);
      expect(await rows(db)).toEqual(expected);
    } finally {
      await local.close();
    }
  }, 60_000);

  it('keeps the database error of a failed statement: SQLSTATE, severity, constraint', async () => {
    const failure = await db.execute(sql`insert into counters values (1, 0)`).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).cause).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      constraint: 'counters_pkey',
      message: expect.stringMatching(/duplicate key/),
    });
  });

  it('rolls back a transaction whose callback throws, and one whose statement fails', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(counters).values({ id: 2, value: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(counters).values({ id: 3, value: 1 });
        await tx.insert(counters).values({ id: 1, value: 1 });
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await db.select().from(counters)).toEqual([{ id: 1, value: 0 }]);
  });

  it('rolls back a nested transaction to its savepoint only', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(counters).values({ id: 4, value: 4 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(counters).values({ id: 5, value: 5 });
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect((await db.select().from(counters)).map((c) => c.id).sort()).toEqual([1, 4]);
    await db.delete(counters).where(eq(counters.id, 4));
  });

  it('runs concurrent transactions one after another: no update is lost', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const [{ value }] = await tx.select().from(counters).where(eq(counters.id, 1));
          await sleep(5);
          await tx
            .update(counters)
            .set({ value: value + 1 })
            .where(eq(counters.id, 1));
        }),
      ),
    );
    expect(await db.select().from(counters).where(eq(counters.id, 1))).toEqual([{ id: 1, value: 8 }]);
  });

  it('holds a query outside the open transaction until it ends, so it never sees uncommitted rows', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db
      .transaction(async (tx) => {
        await tx.insert(counters).values({ id: 6, value: 6 });
        outside = selectRows<{ n: number }>(db, sql`select count(*)::int as n from counters where id = 6`).then(
          (rows) => {
            order.push('outside');
            return rows[0].n;
          },
        );
        await sleep(50);
        order.push('transaction');
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await outside).toBe(0);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('starts another database from a dump', async () => {
    await db.update(counters).set({ value: 42 }).where(eq(counters.id, 1));
    const copy = await openPglite({ loadDataDir: await handle.dump?.() });
    try {
      expect(await copy.db.select().from(counters)).toEqual([{ id: 1, value: 42 }]);
    } finally {
      await copy.close();
    }
  }, 60_000);
});

describe('PGlite in a worker thread on a data directory', () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'pglite-thread-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('locks the directory while open, releases it on close and keeps the data', async () => {
    const dataDir = join(dir, 'db');
    const first = await openPglite({ dataDir });
    await first.db.execute(sql`create table kept (word text)`);
    await first.db.execute(sql`insert into kept values ('december')`);
    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const second = await openPglite({ dataDir });
    try {
      expect(await selectRows(second.db, sql`select word from kept`)).toEqual([{ word: 'december' }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
