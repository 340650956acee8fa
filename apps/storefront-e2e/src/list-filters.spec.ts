import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

const countOf = (text: string | null) => Number(/(\d+) gift cards? match/.exec(text ?? '')?.[1] ?? NaN);

test('the filter dialog counts the matching gift cards, applies them to the URL and the list; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/gift-cards/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter gift cards' });
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ gift cards match$/);
  const all = countOf(await status.textContent());

  await dialog.getByRole('checkbox', { name: 'Restaurants', exact: true }).check();
  await expect(status).not.toHaveText(`${all} gift cards match`);
  await expect(status).toHaveText(/^\d+ gift cards? match/);
  const restaurants = countOf(await status.textContent());
  expect(restaurants).toBeLessThan(all);
  await dialog.getByRole('checkbox', { name: 'Sent by post', exact: true }).check();
  await expect(status).not.toHaveText(`${restaurants} gift cards match`);
  await expect(status).toHaveText(/^\d+ gift cards? match/);
  const chosen = countOf(await status.textContent());
  expect(chosen).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'filter dialog');

  await dialog.getByRole('button', { name: new RegExp(`^Show ${chosen} gift cards?$`) }).click();
  await expect(page).toHaveURL(/\/gift-cards\/\?cb_api_products_categories=restaurants&cb_api_products_types=physical$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`^Showing 1–${Math.min(chosen, 16)} of ${chosen} gift cards?$`))).toBeVisible();

  const reopen = page.getByRole('button', { name: 'Filter (2)' });
  await reopen.click();
  await expect(dialog.getByRole('checkbox', { name: 'Restaurants', exact: true })).toBeChecked();
  await expect(status).toHaveText(`${chosen} gift card${chosen === 1 ? ' matches' : 's match'}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reopen).toBeFocused();
});

test('without JavaScript the filter is a GET form; searched and filtered lists are not indexed and point at the unfiltered list', async ({ request }) => {
  const list = await (await request.get('/gift-cards/')).text();
  const forms = [...list.matchAll(/<form[^>]*>/g)].map((m) => m[0]);
  expect(forms.some((form) => form.includes('action="/gift-cards/"') && form.includes('method="get"'))).toBe(true);
  expect(list).toContain('name="cb_api_products_types" value="physical"');
  expect(list).toContain('name="cb_api_products_categories" value="restaurants"');
  for (const [path, canonical] of [
    ['/gift-cards/?s=choclate', '/gift-cards/'],
    ['/category/restaurants/?cb_api_products_types=physical', '/category/restaurants/'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, follow"');
    expect(html, path).toContain(`<link rel="canonical" href="https://gcuk.giftshop.example${canonical}"`);
  }
  const searched = await (await request.get('/gift-cards/?s=choclate')).text();
  expect(searched).toMatch(/<h1[^>]*>Search results for “choclate”<\/h1>/);
  expect(searched).toContain('Cocoa Cartographer');
  expect(list).toContain('<meta name="robots" content="index, follow"');
});
