import type { Page } from '@playwright/test';
import { addAndGoToBasket, checkoutAsGuest, confirmation, fillDetailsAndContinue, fillReceivers, payInSandbox, placeOrder, startAddToBasket } from './checkout';
import { expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { cardsIn, mailTo } from './mail';

/** A fresh e-mail address, so that each test reads its own mail. */
export const address = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Buys a £25 e-mail card for a new receiver and answers its number and PIN from the card e-mail. */
export async function buyCard(page: Page) {
  const receiver = address('rita');
  await startAddToBasket(page, '/gift-cards/the-velvet-teapot-gift-card/', { amount: '£25' });
  await fillReceivers(page, [{ firstName: 'Rita', lastName: 'Holder', email: receiver }]);
  await addAndGoToBasket(page);
  await checkoutAsGuest(page);
  await fillDetailsAndContinue(page, { firstName: 'Sam', lastName: 'Giver', email: address('sam') });
  await placeOrder(page, 'Visa');
  await payInSandbox(page, /Pay: the payment succeeds/);
  await confirmation(page);
  const { numbers, pins } = cardsIn(await mailTo(receiver));
  return { number: numbers[0], pin: pins[0] };
}

/** Checks the card's balance and follows "Spend your balance" to the redeem shop. */
export async function checkAndSpend(page: Page, card: { number: string; pin: string }) {
  await page.goto('/check-balance/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Check your balance' });
  await form.getByRole('textbox', { name: /Card number/ }).fill(card.number);
  await form.getByLabel(/PIN/).fill(card.pin);
  await form.getByText("I'm not a robot").click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
  await form.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('£25.00');
  await page.getByRole('link', { name: 'Spend your balance' }).click();
  await page.waitForURL('**/check-balance/redeem/');
  await expect(page.getByRole('heading', { level: 1, name: 'Spend your balance' })).toBeVisible();
  await expect(page).toHaveTitle(/Spend your gift card balance/);
  await expect(page.getByRole('region', { name: 'Your card' })).toContainText('£25.00');
  await expect(page.getByRole('region', { name: 'Your card' })).toContainText(card.number.slice(-4));
  await expectNoAxeViolations(page, 'redeem shop');
}
