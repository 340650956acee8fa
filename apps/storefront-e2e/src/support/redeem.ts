import type { Locator, Page } from '@playwright/test';
import { addAndGoToBasket, checkoutAsGuest, confirmation, fillDetailsAndContinue, fillReceivers, payInSandbox, placeOrder, startAddToBasket } from './checkout';
import { expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { address, cardsIn, mailTo } from './mail';

/** Buys a £25 e-mail card for a new receiver and answers its number and PIN, the receiver and the card e-mail. */
export async function buyCard(page: Page, firstName = 'Rita') {
  const receiver = address(firstName.toLowerCase());
  await startAddToBasket(page, '/gift-cards/the-velvet-teapot-gift-card/', { amount: '£25' });
  await fillReceivers(page, [{ firstName, lastName: 'Holder', email: receiver }]);
  await addAndGoToBasket(page);
  await checkoutAsGuest(page);
  await fillDetailsAndContinue(page, { firstName: 'Sam', lastName: 'Giver', email: address('sam') });
  await placeOrder(page, 'Visa');
  await payInSandbox(page, /Pay: the payment succeeds/);
  await confirmation(page);
  const mail = await mailTo(receiver);
  const { numbers, pins } = cardsIn(mail);
  return { number: numbers[0], pin: pins[0], receiver, mail };
}

/** Fills number, PIN and the captcha of a balance check form (the page's or the add-card modal's). */
export async function fillCard(form: Locator, card: { number: string; pin: string }) {
  await form.getByRole('textbox', { name: /Card number/ }).fill(card.number);
  await form.getByLabel(/PIN/).fill(card.pin);
  await form.getByText("I'm not a robot").click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

/** The amount beside a term of the redeem order's summary ("Order total", "Still to pay"). */
export const summaryAmount = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Your order' }).getByText(term, { exact: true }).locator('xpath=..').locator('dd');

/** Checks the card's balance and follows "Spend your balance" to the redeem shop. */
export async function checkAndSpend(page: Page, card: { number: string; pin: string }) {
  await page.goto('/check-balance/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Check your balance' });
  await fillCard(form, card);
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

/** From the redeem shop through the identify modal, going on as a guest, to the redeem checkout. */
export async function continueToRedeemCheckout(page: Page) {
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  const identify = page.getByRole('dialog', { name: 'Log in or order as a guest' });
  await expect(identify).toBeVisible();
  await expectNoAxeViolations(page, 'redeem identify modal');
  await identify.getByRole('button', { name: 'Order as a guest' }).click();
  await page.waitForURL('**/check-balance/checkout/');
}
