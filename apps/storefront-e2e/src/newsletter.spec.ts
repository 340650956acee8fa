import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { address, mailTo } from './support/mail';

const pathOf = (text: string, route: string) => {
  const link = new RegExp(`https?://\\S+${route.replace(/\//g, '\\/')}\\?token=[\\w.-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${route} link in the e-mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('a visitor signs up in the footer, confirms by the e-mailed link once, and unsubscribes with one click', async ({ page, request }) => {
  const email = address('reader');
  await page.goto('/gift-cards/harbour-and-pine-gift-card/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(footer.getByRole('status')).toContainText('we have sent you an e-mail');
  await expectNoAxeViolations(page, 'newsletter sign-up sent');

  const confirmation = await mailTo(email, 'Please confirm your newsletter subscription');
  const confirmPath = pathOf(confirmation.text, '/newsletter/confirm/');
  await page.goto(confirmPath);
  await expect(page.getByRole('main').getByRole('status')).toContainText('your subscription is confirmed');
  await expectNoAxeViolations(page, 'newsletter confirmed');
  await page.goto(confirmPath);
  await expect(page.getByRole('main').getByRole('status')).toContainText('no longer valid');

  // The welcome e-mail is marketing: its List-Unsubscribe target takes the one-click POST of RFC 8058.
  const welcome = await mailTo(email, 'Welcome to the GiftCards UK newsletter');
  const unsubscribePath = pathOf(welcome.text, '/newsletter/unsubscribe/');
  const oneClick = await request.post(unsubscribePath, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain('You have been unsubscribed');
  await page.goto(unsubscribePath);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'You have been unsubscribed' })).toBeVisible();
});

test('a sign-up sent before the page is interactive keeps the address out of the URL and goes through once it is', async ({ page }) => {
  const email = address('early');
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/gift-cards/harbour-and-pine-gift-card/', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Sign up' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();

  release();
  await expect(footer.getByRole('status')).toContainText('we have sent you an e-mail');
  await mailTo(email, 'Please confirm your newsletter subscription');
  expect(navigations).toEqual([expect.stringMatching(/\/gift-cards\/harbour-and-pine-gift-card\/$/)]);
});
