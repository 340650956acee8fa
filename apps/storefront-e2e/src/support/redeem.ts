import type { Locator, Page } from '@playwright/test';
import { buyCards } from './buy-by-api';
import { expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { GCUK, type StoreUnderTest } from './stores';

/** Buys a 25 e-mail card for a new receiver (through the gateway) and answers its number and PIN, the receiver and the card e-mail. */
export async function buyCard(firstName = 'Rita', store: StoreUnderTest = GCUK) {
  const [card] = await buyCards(store, [firstName]);
  return card;
}

/** Fills number, PIN and the captcha of a balance check form (the page's or the add-card modal's). */
export async function fillCard(form: Locator, card: { number: string; pin: string }, store: StoreUnderTest = GCUK) {
  await form.getByRole('textbox', { name: store.text.cardNumber }).fill(card.number);
  await form.getByLabel(store.text.pin).fill(card.pin);
  await form.getByText(store.text.notRobot).click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

/** The amount beside a term of the redeem order's summary ("Order total", "Still to pay"). */
export const summaryAmount = (page: Page, term: string, store: StoreUnderTest = GCUK) =>
  page.getByRole('region', { name: store.text.yourOrder }).getByText(term, { exact: true }).locator('xpath=..').locator('dd');

/** Checks the card's balance (25 on it) and follows "Spend your balance" to the redeem shop. */
export async function checkAndSpend(page: Page, card: { number: string; pin: string }, store: StoreUnderTest = GCUK) {
  const t = store.text;
  await page.goto(store.paths.checkBalance);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: t.checkForm });
  await fillCard(form, card, store);
  await form.getByRole('button', { name: t.checkButton }).click();
  await expect(page.getByRole('region', { name: t.balanceRegion })).toContainText(store.money(2500));
  await page.getByRole('link', { name: t.spend }).click();
  await page.waitForURL(`**${store.paths.redeemShop}`);
  await expect(page.getByRole('heading', { level: 1, name: t.redeemHeading })).toBeVisible();
  await expect(page).toHaveTitle(t.redeemTitle);
  await expect(page.getByRole('region', { name: t.yourCard })).toContainText(store.money(2500));
  await expect(page.getByRole('region', { name: t.yourCard })).toContainText(card.number.slice(-4));
  await expectNoAxeViolations(page, 'redeem shop');
}

/** From the redeem shop through the identify modal, going on as a guest, to the redeem checkout. */
export async function continueToRedeemCheckout(page: Page, store: StoreUnderTest = GCUK) {
  const t = store.text;
  await page.getByRole('button', { name: t.continueToRedeemCheckout }).click();
  const identify = page.getByRole('dialog', { name: t.identifyDialog });
  await expect(identify).toBeVisible();
  await expectNoAxeViolations(page, 'redeem identify modal');
  await identify.getByRole('button', { name: t.orderAsGuest }).click();
  await page.waitForURL(`**${store.paths.redeemCheckout}`);
}
