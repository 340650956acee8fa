import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { buyCard } from './support/redeem';

// A whole purchase before the check, with an axe pass at every state.
test.describe.configure({ timeout: 180_000 });

/** Fills the form and solves the captcha as a visitor does: a click on the widget's label, then the proof of work. */
async function fillCheck(page: Page, number: string | null, pin: string) {
  const form = page.getByRole('form', { name: 'Check your balance' });
  if (number !== null) await form.getByRole('textbox', { name: /Card number/ }).fill(number);
  await form.getByLabel(/PIN/).fill(pin);
  await form.getByText("I'm not a robot").click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
  await form.getByRole('button', { name: 'Check balance' }).click();
}

test('a receiver checks the balance of an e-mailed card, and a wrong PIN is refused on the form', async ({ page, pageErrors }) => {
  const { number, pin, mail } = await buyCard();
  expect(number).toMatch(/^\d{19}$/);

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Check balance & redeem' }).first().click();
  await expect(page).toHaveURL(/\/check-balance\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your balance' })).toBeVisible();
  await expect(page).toHaveTitle(/Check your gift card balance/);
  await expectNoAxeViolations(page, 'balance check form');

  await fillCheck(page, number.replace(/(\d{4})(?=\d)/g, '$1 '), pin);
  const result = page.getByRole('region', { name: 'Your balance' });
  await expect(result).toContainText('£25.00');
  await expect(result).toContainText(number.slice(-4));
  await expect(result).toContainText('Active');
  await expect(page.getByRole('heading', { name: 'Your balance', exact: true })).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('giftshop.redeemToken'))).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(page.url()).not.toContain(pin);
  await expectNoAxeViolations(page, 'balance result');

  await page.getByRole('button', { name: 'Check another card' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /Card number/ })).toHaveValue('');

  // The card e-mail's link opens the card's redeem session without number and PIN, and leaves the address bar.
  const token = /\?redeemToken=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  await page.goto(`/check-balance/?redeemToken=${token}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('£25.00');
  await expect(page).toHaveURL(/\/check-balance\/$/);
  await expect(page.getByRole('link', { name: /Spend your balance/ })).toBeVisible();
  await expectNoAxeViolations(page, 'balance of the e-mail link');
  await page.getByRole('button', { name: 'Check another card' }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('giftshop.redeemToken'))).toBeNull();

  // A number in the fragment (a link shared without its token) is filled in.
  await page.goto(`/check-balance/#cardNumber=${number}`);
  await waitForHydration(page);
  const numberField = page.getByRole('textbox', { name: /Card number/ });
  await expect(numberField).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  const wrongPin = pin === '000000' ? '111111' : '000000';
  await fillCheck(page, null, wrongPin);
  await expect(numberField).toHaveAccessibleDescription(/We don't know this number, please check the number and try again\./, { timeout: 30_000 });
  await expect(numberField).toBeFocused();
  await expect(page.locator('input[name="captcha"]')).toHaveValue('');
  expect(page.url()).not.toContain(wrongPin);
  await expectNoAxeViolations(page, 'balance check refused');
  expect(pageErrors).toEqual([]);
});
