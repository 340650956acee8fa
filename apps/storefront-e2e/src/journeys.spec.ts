import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens the gift-cards menu and reaches a product from a category top list', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /gift cards/i }).first().click();
    const panel = page.locator('#gift-cards-menu');
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, 'menu open');
    await panel.getByRole('link', { name: /restaurants/i }).first().hover();
    await expect(panel.getByRole('link', { name: 'View all gift vouchers in this category' })).toBeVisible();
    const product = panel.getByRole('region', { name: /Popular in Restaurants/ }).getByRole('listitem').getByRole('link').first();
    const title = (await product.innerText()).trim();
    await product.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace(/ Gift Card$/, ''));
    await expect(panel).toBeHidden();
  });

  test('shows the menu loading when opened before its code is in, and closes it with Escape', async ({ page }) => {
    // The panel's chunk is held back, as on a slow phone: the page hydrates without it.
    let arrive = () => undefined as void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/site-menu-panel-*.js', async (route) => (await held, route.continue()));
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    const button = page.getByRole('button', { name: /gift cards/i }).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#gift-cards-menu');
    await expect(panel.getByRole('status')).toHaveText('Loading');
    arrive();
    await expect(panel.getByRole('link', { name: /restaurants/i }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('paginates the product list and shows more without repeating a card', async ({ page }) => {
  await page.goto('/gift-cards/');
  await waitForHydration(page);
  const cards = page.locator('main [data-item-id]');
  await expect(cards).toHaveCount(16);
  await page.getByRole('button', { name: /show more/i }).click();
  await expect(cards).toHaveCount(32);
  await expect(page).toHaveURL(/\/gift-cards\/2\/$/);
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-item-id')));
  expect(new Set(ids).size).toBe(ids.length);

  await page.goto('/gift-cards/2/');
  await expect(page.getByRole('link', { name: /next|page 3/i }).first()).toHaveAttribute('href', /\/gift-cards\/3\/$/);
  await page.goto('/gift-cards/?page=abc');
  await expect(cards).toHaveCount(16);
});

test('finds a misspelled brand in the search and opens it', async ({ page, graphqlCalls }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'What are you looking for?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'search suggestions');
  await dialog.getByPlaceholder('What are you looking for?').fill('harbur pine');
  await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible();
  expect(graphqlCalls).toContain('Search');
  await dialog.getByRole('link', { name: /Harbour & Pine/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Harbour & Pine/);
  await expect(dialog).toBeHidden();
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event));
  expect(events).toEqual(expect.arrayContaining(['search_box_click', 'search_input']));
});

test('says so when a search finds nothing, and brings the suggestions back when emptied', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'What are you looking for?' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByPlaceholder('What are you looking for?');
  await input.fill('qqqzzzxxx');
  await expect(dialog.getByText('Oh no! No results found. Check the spelling or try a different search term.')).toBeVisible();
  await expectNoAxeViolations(page, 'search without results');
  await input.fill('');
  await expect(dialog.getByText('Oh no! No results found.', { exact: false })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('switches to the Dutch store from the footer', async ({ page }) => {
  await page.route('https://cb.giftshop.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CB</title>' }));
  await page.goto('/gift-cards/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Country and language/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your country and language' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'store switcher');
  const country = dialog.getByRole('combobox', { name: 'Select your country' });
  await country.click();
  await country.fill('nether');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
  await dialog.getByRole('button', { name: 'To apply' }).click();
  await page.waitForURL('https://cb.giftshop.example/**');
  expect(page.url()).toBe('https://cb.giftshop.example/cadeaubonnen/');
});

test('opens the search with a key press on the search box', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'What are you looking for?' }).focus();
  await page.keyboard.press('h');
  const input = page.getByRole('dialog').getByPlaceholder('What are you looking for?');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('h');
});

test('offers the local store to a visitor from another country, and remembers a dismissal', async ({ page }) => {
  await page.route('**/ip', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"country_code":"NL"}' }));
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.getByRole('complementary', { name: 'Continue to the local store' });
  await expect(banner.getByText('You are visiting a site that does not deliver in the Netherlands.')).toBeVisible();
  await expectNoAxeViolations(page, 'store switcher banner');
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Continue to the local store')).toBeHidden();
});

test('validates the purchase form of a product', async ({ page }) => {
  await page.goto('/gift-cards/harbour-and-pine-gift-card/');
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'product detail');
  await page.getByRole('button', { name: /add to basket/i }).click();
  await expect(page.getByText(/required|choose|select/i).first()).toBeVisible();
});
