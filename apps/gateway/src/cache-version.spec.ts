import { sql } from 'drizzle-orm';
import { createTestApp, UK, type TestApp } from './testing/test-app';

const productsQuery = (variables: object) =>
  `query=${encodeURIComponent('query($u: UserDataInput!) { products(userData: $u) { products { pageInfo { total } } errors { code } } }')}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

describe('cache version', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen();
  });
  afterAll(() => app.close());

  const version = async () => {
    const response = await fetch(`${base}/cache-version`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { version: number }).version;
  };
  const db = () => app.database.db;

  it('moves when a shown table changes, in the same transaction, and not otherwise', async () => {
    const start = await version();
    expect(start).toBeGreaterThan(0);
    await db().execute(sql`update products set title = title || '' where store_id = 48 and id = (select min(id) from products where store_id = 48)`);
    const afterProduct = await version();
    expect(afterProduct).toBeGreaterThan(start);
    await db().execute(sql`update pages set title = title where store_id = 48`);
    const afterPage = await version();
    expect(afterPage).toBeGreaterThan(afterProduct);
    // A doubler draw changes the next draw the doubler page names.
    await db().execute(sql`update doubler_draws set store_id = store_id`);
    expect(await version()).toBeGreaterThan(afterPage);

    const settled = await version();
    await db().execute(sql`select count(*) from orders`);
    expect(await version()).toBe(settled);
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`update blocks set position = position where store_id = 48`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await version()).toBe(settled);
  });

  it('clears the front cache when it moves', async () => {
    const url = `${base}/graphql?${productsQuery({ u: UK })}`;
    await version();
    await fetch(url);
    await fetch(url);
    expect((await fetch(url)).headers.get('x-cache')).toBe('HIT');
    await db().execute(sql`update terms set title = title where store_id = 48`);
    await version();
    expect((await fetch(url)).headers.get('x-cache')).toBe('MISS');
  });
});
