import { createHash, createHmac, randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { migrate, openPglite, openPostgres, rateLimits, type DatabaseHandle } from '@giftshop/gateway-db';
import { openMigratedPglite } from '@giftshop/gateway-db/testing';
import { createLimiter, removeExpired, type LimitPolicy } from './limiter';

const databaseUrl = process.env['DATABASE_URL'];
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Policies get names of their own, so the suite can share a PostgreSQL server with other runs. */
const policy = (rest: Omit<LimitPolicy, 'name'>): LimitPolicy => ({ name: `test-${randomUUID()}`, ...rest });

describe(`createLimiter on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let handle: DatabaseHandle;
  /** A second connection to the same database: another gateway process, as far as PostgreSQL can tell. */
  let other: DatabaseHandle;
  beforeAll(async () => {
    handle = databaseUrl ? await openPostgres(databaseUrl, { max: 4 }) : await openMigratedPglite();
    await migrate(handle);
    other = databaseUrl ? await openPostgres(databaseUrl, { max: 4 }) : handle;
  }, 60_000);
  afterAll(async () => {
    if (other !== handle) await other.close();
    await handle.close();
  });

  it('counts points per key', async () => {
    const limiter = createLimiter(handle.db, policy({ points: 3, durationSeconds: 60 }));
    expect(await limiter.consume('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    expect(await limiter.consume('a', 2)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
    expect(await limiter.consume('b')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    expect(await limiter.peek('a')).toEqual({ consumed: 3, retryAfterSeconds: 60 });
    expect(await limiter.peek('b')).toEqual({ consumed: 1, retryAfterSeconds: 0 });
    expect(await limiter.peek('c')).toEqual({ consumed: 0, retryAfterSeconds: 0 });
  });

  it('refuses a key over its limit with the seconds until its window ends', async () => {
    const limiter = createLimiter(handle.db, policy({ points: 2, durationSeconds: 30 }));
    await limiter.consume('card');
    await limiter.consume('card');
    const refused = await limiter.consume('card');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number), remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('keeps refusing a blocked key for blockSeconds, beyond its window', async () => {
    const limiter = createLimiter(handle.db, policy({ points: 1, durationSeconds: 1, blockSeconds: 3 }));
    expect((await limiter.consume('pin')).allowed).toBe(true);
    expect(await limiter.consume('pin')).toEqual({ allowed: false, retryAfterSeconds: 3, remaining: 0 });
    await sleep(1_500);
    const during = await limiter.consume('pin');
    expect(during.allowed).toBe(false);
    expect([1, 2]).toContain(during.retryAfterSeconds);
    await sleep(1_700);
    expect(await limiter.consume('pin')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
  }, 15_000);

  it('frees a key on reset, block and all', async () => {
    const limiter = createLimiter(handle.db, policy({ points: 1, durationSeconds: 60, blockSeconds: 600 }));
    await limiter.consume('pin');
    expect((await limiter.consume('pin')).allowed).toBe(false);
    await limiter.reset('pin');
    expect(await limiter.peek('pin')).toEqual({ consumed: 0, retryAfterSeconds: 0 });
    expect((await limiter.consume('pin')).allowed).toBe(true);
  });

  it('gives points back on reward, never more than were spent', async () => {
    const limiter = createLimiter(handle.db, policy({ points: 2, durationSeconds: 60 }));
    await limiter.consume('a', 2);
    await limiter.reward('a');
    expect(await limiter.consume('a')).toMatchObject({ allowed: true, remaining: 0 });
    await limiter.reward('b', 5);
    await limiter.reward('a', 5);
    expect(await limiter.peek('a')).toEqual({ consumed: 0, retryAfterSeconds: 0 });
    expect(await limiter.consume('a', 3)).toMatchObject({ allowed: false });
    expect(await limiter.consume('b', 3)).toMatchObject({ allowed: false });
  });

  it('shares counts between limiters of the same policy on other connections', async () => {
    const shared = policy({ points: 3, durationSeconds: 60 });
    const first = createLimiter(handle.db, shared);
    const second = createLimiter(other.db, shared);
    await first.consume('203.0.113.7');
    await second.consume('203.0.113.7');
    expect(await first.consume('203.0.113.7')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await second.consume('203.0.113.7')).toMatchObject({ allowed: false });
    await second.reset('203.0.113.7');
    expect(await first.peek('203.0.113.7')).toEqual({ consumed: 0, retryAfterSeconds: 0 });
  });

  it('allows exactly the limit of 2,000 concurrent consumes of one key', async () => {
    const shared = policy({ points: 10, durationSeconds: 60 });
    const limiters = [createLimiter(handle.db, shared), createLimiter(other.db, shared)];
    const results = await Promise.all(Array.from({ length: 2_000 }, (_, i) => limiters[i % 2].consume('6301480000000000001')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect((await limiters[0].peek('6301480000000000001')).consumed).toBe(2_000);
  }, 60_000);

  it('stores hashes of the keys, never the keys', async () => {
    const stored = policy({ points: 5, durationSeconds: 60 });
    const { name } = stored;
    const limiter = createLimiter(handle.db, stored);
    await limiter.consume('6301480000000000001');
    await limiter.consume('198.51.100.23');
    const rows = await handle.db.select().from(rateLimits).where(like(rateLimits.key, `${name}:%`));
    expect(rows.map((row) => row.key).sort()).toEqual([`${name}:${sha256('6301480000000000001')}`, `${name}:${sha256('198.51.100.23')}`].sort());
    expect(JSON.stringify(rows)).not.toMatch(/6301480000000000001|198\.51\.100\.23/);
  });

  it('keys the hashes with the secret when it has one', async () => {
    const stored = policy({ points: 5, durationSeconds: 60 });
    await createLimiter(handle.db, stored, 'a secret of the gateway').consume('6301480000000000002');
    const rows = await handle.db.select().from(rateLimits).where(like(rateLimits.key, `${stored.name}:%`));
    expect(rows.map((row) => row.key)).toEqual([`${stored.name}:${createHmac('sha256', 'a secret of the gateway').update('6301480000000000002').digest('hex')}`]);
  });

  it('removes rows expired for over an hour, and only those', async () => {
    const stored = policy({ points: 5, durationSeconds: 60 });
    const limiter = createLimiter(handle.db, stored);
    await limiter.consume('fresh');
    await handle.db.insert(rateLimits).values({ key: `${stored.name}:old`, points: 1, expire: new Date(Date.now() - 2 * 3_600_000) });
    await removeExpired(handle.db);
    const rows = await handle.db.select().from(rateLimits).where(like(rateLimits.key, `${stored.name}:%`));
    expect(rows.map((row) => row.key)).toEqual([`${stored.name}:${sha256('fresh')}`]);
  });

  it('throws when the database fails', async () => {
    const empty = await openPglite();
    try {
      await expect(createLimiter(empty.db, policy({ points: 1, durationSeconds: 60 })).consume('a')).rejects.toThrow();
    } finally {
      await empty.close();
    }
  }, 60_000);
});
