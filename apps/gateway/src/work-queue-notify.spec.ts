import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openPostgres, type DatabaseHandle } from '@giftshop/gateway-db';
import { testDatabaseUrl } from './testing/database-copies';

// NOTIFY is how PostgreSQL wakes the job and outbox workers of every process (migrations 0022, 0024); the embedded
// database wakes the one process's workers in memory instead.
const describePostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

describePostgres('work queue wake-ups on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let listener: Client;
  const heard: string[] = [];
  /** What was heard on the channels after `insert` committed (notifications arrive at commit, a round trip later). */
  const heardAfter = async (insert: () => Promise<unknown>) => {
    heard.length = 0;
    await insert();
    await listener.query('select 1');
    return [...heard].sort();
  };

  beforeAll(async () => {
    const url = (await testDatabaseUrl()) as string;
    handle = await openPostgres(url, { max: 1 });
    listener = new Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.channel));
    await listener.query('listen giftshop_jobs');
    await listener.query('listen giftshop_outbox');
  });

  afterAll(async () => {
    await listener?.end();
    await handle?.close();
  });

  const job = (key: string, runAt: string) =>
    handle.db.execute(sql`insert into jobs (kind, unique_key, run_at) values ('test.noop', ${key}, ${runAt}::timestamptz)
      on conflict (unique_key) do nothing`);
  const email = (key: string, sendAfter: string) =>
    handle.db.execute(sql`insert into email_outbox (store_id, template, to_address, subject, idempotency_key, send_after)
      values (48, 'test', 'ann.smith@example.co.uk', 'Test', ${key}, ${sendAfter}::timestamptz) on conflict (idempotency_key) do nothing`);
  const now = () => new Date().toISOString();
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('wakes the workers for work due now', async () => {
    expect(await heardAfter(() => job('notify:due', now()))).toEqual(['giftshop_jobs']);
    expect(await heardAfter(() => email('notify:due', now()))).toEqual(['giftshop_outbox']);
  });

  it('wakes nobody for work due later, or an insert that added nothing', async () => {
    expect(await heardAfter(() => job('notify:later', inAnHour()))).toEqual([]);
    expect(await heardAfter(() => email('notify:later', inAnHour()))).toEqual([]);
    expect(await heardAfter(() => job('notify:due', now()))).toEqual([]);
    expect(await heardAfter(() => email('notify:due', now()))).toEqual([]);
  });
});
