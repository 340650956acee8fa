import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { GCUK, type StoreUnderTest } from './stores';

export interface Receiver {
  firstName: string;
  lastName: string;
  email?: string;
}

/** Opens a product, picks delivery type, amount and quantity, and opens the delivery dialog. */
export async function startAddToBasket(
  page: Page,
  path: string,
  options: { physical?: boolean; amount: string; custom?: string; quantity?: number },
  store: StoreUnderTest = GCUK,
) {
  const t = store.text;
  await page.goto(path);
  await waitForHydration(page);
  if (options.physical) await page.getByRole('radio', { name: t.physical }).check();
  await page.getByRole('radio', { name: options.amount, exact: true }).check();
  if (options.custom) await page.getByLabel(t.customAmount).fill(options.custom);
  if (options.quantity) await page.getByRole('spinbutton', { name: t.quantity }).fill(String(options.quantity));
  await page.getByRole('button', { name: t.addToBasket }).click();
  const dialog = page.getByRole('dialog', { name: t.deliveryDialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the receiver groups of the delivery dialog (digital: e-mail twice; physical: an address of the store's country). */
export async function fillReceivers(page: Page, receivers: Receiver[], store: StoreUnderTest = GCUK) {
  const t = store.text;
  const dialog = page.getByRole('dialog', { name: t.deliveryDialog });
  if (receivers.length > 1) await dialog.getByRole('radio', { name: t.receiverPerCard }).check();
  for (const [index, receiver] of receivers.entries()) {
    const group = dialog.getByRole('group', { name: t.receiver(index + 1) });
    await group.getByRole('textbox', { name: t.firstName }).fill(receiver.firstName);
    await group.getByRole('textbox', { name: t.lastName }).fill(receiver.lastName);
    if (receiver.email) {
      await group.getByRole('textbox', { name: t.email, exact: true }).fill(receiver.email);
      await group.getByRole('textbox', { name: t.repeatEmail }).fill(receiver.email);
    } else if (store.key === 'GCUK') {
      await group.getByRole('textbox', { name: t.postcode }).fill('EH1 1YZ');
      await group.getByRole('textbox', { name: t.houseNumber }).fill('12');
      await group.getByRole('textbox', { name: t.street }).fill('Princes Street');
      await group.getByRole('textbox', { name: t.city, exact: true }).fill('Edinburgh');
    } else {
      await group.getByRole('textbox', { name: t.postcode }).fill('3511 LX');
      await group.getByRole('textbox', { name: t.houseNumber }).fill('1');
      await group.getByRole('textbox', { name: t.street }).fill('Domplein');
      await group.getByRole('textbox', { name: t.city, exact: true }).fill('Utrecht');
    }
  }
}

/** Confirms the delivery dialog and goes to the basket from the confirmation. */
export async function addAndGoToBasket(page: Page, store: StoreUnderTest = GCUK) {
  const t = store.text;
  await page.getByRole('dialog', { name: t.deliveryDialog }).getByRole('button', { name: t.addToBasket }).click();
  const added = page.getByRole('dialog', { name: t.addedDialog });
  await expect(added).toBeVisible();
  await expectNoAxeViolations(page, 'added to basket');
  await added.getByRole('link', { name: t.goToBasket }).click();
  await page.waitForURL(`**${store.paths.basket}`);
  await expect(page.getByRole('heading', { name: t.basketHeading, level: 1 })).toBeVisible();
}

/** From the basket through the identify modal, going on as a guest, to the checkout's first step. */
export async function checkoutAsGuest(page: Page, store: StoreUnderTest = GCUK) {
  const t = store.text;
  await page.getByRole('button', { name: t.toCheckout }).click();
  const identify = page.getByRole('dialog', { name: t.identifyDialog });
  await expect(identify).toBeVisible();
  await expectNoAxeViolations(page, 'identify modal');
  await identify.getByRole('button', { name: t.orderAsGuest }).click();
  await page.waitForURL(`**${store.paths.order}`);
  await expect(page.getByRole('form', { name: t.detailsForm })).toBeVisible();
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  business?: { company: string; kvk: string; vat: string; reference: string };
  /** As a buyer types it, in national form with the store's country code preselected; the store's mobile unless given. */
  phone?: string;
}

/** Fills "Your details" (with the business box when given) and continues through shipping to payment. */
export async function fillDetailsAndContinue(page: Page, buyer: Buyer, store: StoreUnderTest = GCUK) {
  const t = store.text;
  const form = page.getByRole('form', { name: t.detailsForm });
  await waitForHydration(page);
  if (buyer.business) {
    await form.getByRole('checkbox', { name: t.business }).check();
    await form.getByRole('textbox', { name: t.companyName }).fill(buyer.business.company);
    await form.getByRole('textbox', { name: t.kvkNumber }).fill(buyer.business.kvk);
    await form.getByRole('textbox', { name: t.vatNumber }).fill(buyer.business.vat);
    await form.getByRole('textbox', { name: t.reference }).fill(buyer.business.reference);
  }
  await form.getByRole('textbox', { name: t.firstName }).fill(buyer.firstName);
  await form.getByRole('textbox', { name: t.lastName }).fill(buyer.lastName);
  await form.getByRole('textbox', { name: t.email, exact: true }).fill(buyer.email);
  await form.getByRole('textbox', { name: t.phoneNumber, exact: true }).fill(buyer.phone ?? store.phone);
  await form.getByRole('textbox', { name: t.postcode }).fill(store.address.postcode);
  await form.getByRole('textbox', { name: t.houseNumber }).fill(store.address.houseNumber);
  await form.getByRole('textbox', { name: t.street }).fill(store.address.street);
  await form.getByRole('textbox', { name: t.city, exact: true }).fill(store.address.city);
  await expectNoAxeViolations(page, 'your details');
  await form.getByRole('button', { name: t.continueToShipping }).click();
  await expect(page.getByRole('region', { name: t.shipping })).toBeVisible();
  await expectNoAxeViolations(page, 'shipping');
  await page.getByRole('button', { name: t.continueToPayment }).click();
  await expect(page.getByRole('form', { name: t.payment })).toBeVisible();
  await expectNoAxeViolations(page, 'payment');
}

/** Chooses the method (and the bank, for a method that asks for one), agrees to the terms and places the order. */
export async function placeOrder(page: Page, method: string, store: StoreUnderTest = GCUK, bank?: string) {
  const t = store.text;
  const form = page.getByRole('form', { name: t.payment });
  await form.getByRole('radio', { name: method }).check();
  if (bank) await form.getByRole('combobox', { name: t.bank }).selectOption({ label: bank });
  await form.getByRole('checkbox', { name: t.terms }).check();
  await form.getByRole('button', { name: t.placeOrder }).click();
}

/** Back from the sandbox page before paying: the order's payment waits on the retry page, and is paid from there. */
export async function payAfterBack(page: Page, method: string) {
  await page.waitForURL('**/payments/sandbox/**');
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/\?order=[0-9a-f-]{36}&error=OPEN$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your order has not been paid yet.' })).toBeVisible();
  const retry = page.getByRole('main').getByRole('form').last();
  await retry.getByRole('radio', { name: method }).check();
  await retry.getByRole('button', { name: /pay/i }).click();
}

/** On the sandbox provider's page: picks what happens to the payment. */
export async function payInSandbox(page: Page, choice: RegExp, store: StoreUnderTest = GCUK) {
  await page.waitForURL('**/payments/sandbox/**');
  await expect(page.getByRole('heading', { name: store.text.sandboxHeading, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/** Waits for the confirmation page of a placed order and returns its order number. */
export async function confirmation(page: Page, store: StoreUnderTest = GCUK) {
  await page.waitForURL(new RegExp(`${store.paths.order}[0-9a-f-]{36}/$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: store.text.confirmationHeading, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation');
  return page.getByRole('definition').first().textContent();
}
