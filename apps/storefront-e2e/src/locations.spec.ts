import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const FINDER = '/gift-cards/harbour-and-pine-gift-card/locations/';

test('the place search is a keyboard combobox: type, arrow down, Enter puts the four bounds in the URL and filters the list', async ({ page }) => {
  await page.goto(FINDER);
  await waitForHydration(page);
  const count = page.getByText(/^\d+ locations$/);
  const all = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  const box = page.getByRole('combobox', { name: 'Town, county or postcode' });
  await box.pressSequentially('Manch');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Manchester');
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expectNoAxeViolations(page, 'place suggestions');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]latmin=[-\d.]+&latmax=[-\d.]+&lonmin=[-\d.]+&lonmax=[-\d.]+$/);
  await expect(page.getByText('Showing locations in the chosen area.')).toBeVisible();
  const items = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
  await expect(items.first()).toContainText('Manchester');
  for (const text of await items.allTextContents()) expect(text).toContain('Manchester');
  expect(Number(/\d+/.exec((await count.textContent()) ?? '')?.[0])).toBeLessThan(all);

  await box.fill('Lo');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option').first()).toContainText('London');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the map loads its code only on screen and shows its fallback when tiles cannot be fetched; the list still works', async ({ page }) => {
  // Tiles the store cannot fetch (as without internet): the gateway answers every tile path with an error.
  await page.route('**/map-tiles.json', (route) => route.fulfill({ json: { url: '/no-tiles/{z}/{x}/{y}.png', attribution: '' } }));
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto(FINDER);
  await waitForHydration(page);
  await page.evaluate(() => document.querySelector('[data-map-state]')?.scrollIntoView());
  await expect(page.getByText('The map failed to load. All locations are in the list.')).toBeVisible();
  await page.getByRole('list', { name: 'Locations' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Harbour & Pine');
  await expect(page.getByRole('link', { name: 'All locations of the Harbour & Pine Gift Card' })).toBeVisible();
});

test('without JavaScript the search is a GET form; a partial box is ignored', async ({ request }) => {
  const found = await request.get(`${FINDER}?place=Manchester`, { maxRedirects: 0 });
  expect(found.status()).toBe(302);
  expect(found.headers()['location']).toMatch(/\?latmin=[-\d.]+&latmax=[-\d.]+&lonmin=[-\d.]+&lonmax=[-\d.]+$/);
  const partial = await request.get(`${FINDER}?latmin=53&latmax=54&lonmin=-3`);
  expect(partial.status()).toBe(200);
  const partialHtml = await partial.text();
  expect(partialHtml).not.toContain('Showing locations in the chosen area.');
  expect(partialHtml).toContain('content="index, follow"');
  const boxed = await request.get(found.headers()['location']);
  expect(await boxed.text()).toContain('content="noindex, follow"');
  const location = await request.get('/gift-cards/harbour-and-pine-gift-card/location/harbour-and-pine-kingsway-london/');
  const html = await location.text();
  expect(html).toContain('"@type":"LocalBusiness"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('"@type":"OpeningHoursSpecification"');
  expect(html).toMatch(/Tuesday to Thursday<\/th><td>17:00 to 22:30/);
  expect(html).toMatch(/Monday<\/th><td>Closed/);
  expect(html).toMatch(/<title>Harbour &amp; Pine[^<]*London: where to use the Harbour &amp; Pine/);
  expect((await request.get('/gift-cards/harbour-and-pine-gift-card/location/no-such-place/')).status()).toBe(404);
});
