import type { Request } from '@playwright/test';
import { fillReceivers, startAddToBasket } from './support/checkout';
import { expect, test, waitForHydration } from './support/fixtures';
import { address } from './support/mail';

/** The operation a /graphql request runs: from the URL of a GET, from the body of a POST. */
function operationOf(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
}

test('the browser reads catalogue queries by GET with a persisted hash (shared-cacheable) and adds to the cart by POST', async ({ page }) => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') calls.push(request);
  });
  await page.goto('/gift-cards/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter gift cards' });
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ gift cards match$/);
  const all = await status.textContent();
  await dialog.getByRole('checkbox', { name: 'Restaurants', exact: true }).check();
  await expect(status).not.toHaveText(all ?? '');
  await expect(status).toHaveText(/^\d+ gift cards? match/);

  const counts = calls.filter((request) => operationOf(request) === 'ProductCount');
  const gets = counts.filter((request) => request.method() === 'GET');
  expect(gets.length).toBeGreaterThan(0);
  for (const request of gets) {
    const params = new URL(request.url()).searchParams;
    expect(params.has('query')).toBe(false);
    expect(JSON.parse(params.get('extensions') ?? '{}').persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(params.get('variables') ?? '{}').userData).toMatchObject({ storeID: 48, language: 'en' });
  }
  // A POST of this query only hands the gateway a document it did not know yet, with its hash.
  for (const request of counts.filter((r) => r.method() === 'POST')) {
    expect((request.postDataJSON() as { extensions?: { persistedQuery?: unknown } }).extensions?.persistedQuery).toBeDefined();
  }
  const answered = await Promise.all(gets.map(async (request) => (await request.response())?.headers() ?? {}));
  expect(answered.some((headers) => /^public, .*s-maxage=\d+/.test(headers['cache-control'] ?? ''))).toBe(true);
  await page.keyboard.press('Escape');

  await startAddToBasket(page, '/gift-cards/the-velvet-teapot-gift-card/', { amount: '£25' });
  await fillReceivers(page, [{ firstName: 'Gus', lastName: 'Getter', email: address('gus') }]);
  const adding = page.waitForRequest((request) => new URL(request.url()).pathname === '/graphql' && operationOf(request) === 'AddToBasket');
  await page.getByRole('dialog', { name: 'Delivery details' }).getByRole('button', { name: 'Add to basket' }).click();
  const add = await adding;
  expect(add.method()).toBe('POST');
  expect(add.headers()['x-bypass-mutations']).toBe('1');
  expect((await add.response())?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('dialog', { name: 'Added to your basket' })).toBeVisible();
  expect(calls.filter((request) => /cart|basket/i.test(operationOf(request) ?? '')).every((request) => request.method() === 'POST')).toBe(true);
});
