import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { addAndGoToBasket, fillReceivers, startAddToBasket } from './support/checkout';
import { address, mailTo } from './support/mail';

// Every step solves a captcha; the whole account life fits in one test.
test.describe.configure({ timeout: 180_000 });

/** Solves the form's captcha as a visitor does: a click on the widget's label, then the proof of work. */
async function solveCaptcha(page: Page, form: string) {
  const scope = page.getByRole('form', { name: form });
  await scope.getByText("I'm not a robot").click();
  await expect(scope.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

async function identify(page: Page, email: string) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in or create an account');
  const form = page.getByRole('form', { name: 'Log in or create an account' });
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await solveCaptcha(page, 'Log in or create an account');
  await form.getByRole('button', { name: 'Continue' }).click();
}

async function register(page: Page, email: string, password: string) {
  await identify(page, email);
  await expect(page).toHaveURL(/\/account\/register\/$/);
  const form = page.getByRole('form', { name: 'Create an account' });
  await expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(email);
  await form.getByRole('textbox', { name: /First name/ }).fill('Nina');
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Repeat password/).fill(password);
  await solveCaptcha(page, 'Create an account');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/register\/success\/$/);
}

async function logIn(page: Page, email: string, password: string) {
  await identify(page, email);
  await expect(page).toHaveURL(/\/account\/login\/$/);
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(email);
  await form.getByLabel(/^Password/).fill(password);
  await solveCaptcha(page, 'Log in');
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function logOutFromHeader(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'My account' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  // Focus moves on to the link that replaces the menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeFocused();
}

test('a visitor registers, logs out and in, changes the password and the newsletter choice, and deletes the account', async ({ page, pageErrors }) => {
  const email = address('nina');
  await register(page, email, 'First-pass-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, your account is ready');
  await expectNoAxeViolations(page, 'register success');

  // The header's dropdown: keyboard operable, closes on Escape and on an outside click.
  const menu = page.getByRole('banner').getByRole('button', { name: 'My account' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My orders' })).toBeVisible();
  await expectNoAxeViolations(page, 'account menu open');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'My orders' })).toBeInViewport();
  await expectNoAxeViolations(page, 'account menu open at 375 px');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await logOutFromHeader(page);
  await expect(page).toHaveURL(/\/account\/register\/success\/$/);

  // A wrong password is refused on its field.
  await logIn(page, email, 'Wrong-pass-1');
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/not correct/);
  await expectNoAxeViolations(page, 'login refused');
  await page.getByLabel(/^Password/).fill('First-pass-1');
  await solveCaptcha(page, 'Log in');
  await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/overview\/$/);
  await expect(page.getByText('Hello Nina')).toBeVisible();
  await expectNoAxeViolations(page, 'overview');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/account\/change-password\/$/);
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel(/^Current password/).fill('First-pass-1');
  await change.getByLabel(/^New password/).fill('Second-pass-2');
  await change.getByLabel(/^Repeat password/).fill('Second-pass-2');
  await solveCaptcha(page, 'Change password');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expectNoAxeViolations(page, 'change password');

  await page.goto('/account/notifications/');
  await waitForHydration(page);
  const newsletter = page.getByRole('checkbox', { name: /newsletter/ });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preference has been saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'notifications');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();

  // Logging out on an account page goes home; the account pages then send the visitor to identify.
  await logOutFromHeader(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/account/overview/');
  await expect(page).toHaveURL(/\/account\/$/);

  await logIn(page, email, 'Second-pass-2');
  await expect(page).toHaveURL(/\/account\/overview\/$/);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page, 'delete account modal');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  // The address has no account any more: identify offers registration.
  await identify(page, email);
  await expect(page).toHaveURL(/\/account\/register\/$/);
  expect(pageErrors).toEqual([]);
});

test('a customer who forgot the password sets a new one through the e-mailed link', async ({ page, request }) => {
  const email = address('olaf');
  await register(page, email, 'Forgotten-1');
  await logOutFromHeader(page);

  await page.goto('/account/forgot-password/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Request a new password' });
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await solveCaptcha(page, 'Request a new password');
  await form.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password\/success\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');

  const mail = await mailTo(email, 'Set a new password');
  const link = new URL(/https?:\/\/\S+\/account\/new-password\/\?token=[\w-]+/.exec(mail.text)?.[0] ?? '');
  const path = `${link.pathname}${link.search}`;
  expect((await request.get(path)).headers()['referrer-policy']).toBe('no-referrer');

  await page.goto(path);
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'new password');
  const reset = page.getByRole('form', { name: 'Set a new password' });
  await reset.getByLabel(/^New password/).fill('Remembered-2');
  await reset.getByLabel(/^Repeat password/).fill('Remembered-3');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByLabel(/^Repeat password/)).toHaveAccessibleDescription(/do not match/);
  await reset.getByLabel(/^Repeat password/).fill('Remembered-2');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/account\/new-password\/success\/$/);
  await expectNoAxeViolations(page, 'new password success');

  // The link works once.
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel(/^New password/).fill('Another-pass-4');
  await page.getByLabel(/^Repeat password/).fill('Another-pass-4');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('no longer valid');

  await logIn(page, email, 'Remembered-2');
  await expect(page).toHaveURL(/\/account\/overview\/$/);
});

test('a customer logs in from the basket through the identify modal and goes on to a checkout with their details', async ({ page, pageErrors }) => {
  const email = address('nora');
  await register(page, email, 'Basket-pass-1');
  await logOutFromHeader(page);

  await startAddToBasket(page, '/gift-cards/the-velvet-teapot-gift-card/', { amount: '£25' });
  await fillReceivers(page, [{ firstName: 'Rita', lastName: 'Receiver', email: address('rita') }]);
  await addAndGoToBasket(page);
  await page.getByRole('button', { name: 'To checkout' }).click();
  const identify = page.getByRole('dialog', { name: 'Log in or order as a guest' });
  await identify.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await solveCaptcha(page, 'Log in or create an account');
  await identify.getByRole('button', { name: 'Continue' }).click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(email);
  await expectNoAxeViolations(page, 'login in the identify modal');
  await login.getByLabel(/^Password/).fill('Basket-pass-1');
  await solveCaptcha(page, 'Log in');
  await login.getByRole('button', { name: 'Log in' }).click();

  await page.waitForURL('**/order/');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
  await expect(details.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue(email);
  // The checkout's reduced header (GCUK's checkoutV2Header) has no account menu.
  await expect(page.getByRole('banner').getByText('Secure checkout')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
