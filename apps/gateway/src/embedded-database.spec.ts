import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testing/test-app';

/** On PGlite the SQL runs in a worker thread (libs/gateway/db, pglite-thread.ts); on PostgreSQL in the server. */
describe('the gateway while the database works', () => {
  let app: TestApp;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp();
    url = await app.listen();
  });
  afterAll(() => app.close());

  it('answers /healthz and accepts connections while a long query runs', async () => {
    const answered: string[] = [];
    const query = app.database.db.execute(sql`select pg_sleep(3)`).then(() => answered.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${url}/healthz`, { headers: { connection: 'close' } }).then((response) => {
          answered.push('healthz');
          return response.status;
        }),
      ),
    );
    await query;
    expect(health).toEqual([200, 200, 200, 200, 200]);
    // A blocked event loop would answer every /healthz after the query; on a busy machine some may still trail it.
    expect(answered[0]).toBe('healthz');
    expect(answered.filter((name) => name === 'healthz')).toHaveLength(5);
  });
});
