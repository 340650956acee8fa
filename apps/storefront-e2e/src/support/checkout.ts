import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, waitForHydration } from './fixtures';

export interface Receiver {
  firstName: string;
  lastName: string;
  email?: string;
}

/** Opens a product, picks delivery type, amount and quantity, and opens the delivery dialog. */
export async function startAddToBasket(page: Page, path: string, options: { physical?: boolean; amount: string; custom?: string; quantity?: number }) {
  await page.goto(path);
  await waitForHydration(page);
  if (options.physical) await page.getByRole('radio', { name: 'Physical' }).check();
  await page.getByRole('radio', { name: options.amount, exact: true }).check();
  if (options.custom) await page.getByLabel('Your amount').fill(options.custom);
  if (options.quantity) await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(options.quantity));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the receiver groups of the delivery dialog (digital: e-mail twice; physical: a UK address). */
export async function fillReceivers(page: Page, receivers: Receiver[]) {
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  if (receivers.length > 1) await dialog.getByRole('radio', { name: 'A receiver per card' }).check();
  for (const [index, receiver] of receivers.entries()) {
    const group = dialog.getByRole('group', { name: `Receiver ${index + 1}` });
    await group.getByRole('textbox', { name: 'First name' }).fill(receiver.firstName);
    await group.getByRole('textbox', { name: 'Last name' }).fill(receiver.lastName);
    if (receiver.email) {
      await group.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(receiver.email);
      await group.getByRole('textbox', { name: 'Repeat e-mail address' }).fill(receiver.email);
    } else {
      await group.getByRole('textbox', { name: 'Postcode' }).fill('EH1 1YZ');
      await group.getByRole('textbox', { name: 'House number' }).fill('12');
      await group.getByRole('textbox', { name: 'Street' }).fill('Princes Street');
      await group.getByRole('textbox', { name: 'Town or city' }).fill('Edinburgh');
    }
  }
}

/** Confirms the delivery dialog and goes to the basket from the confirmation. */
export async function addAndGoToBasket(page: Page) {
  await page.getByRole('dialog', { name: 'Delivery details' }).getByRole('button', { name: 'Add to basket' }).click();
  const added = page.getByRole('dialog', { name: 'Added to your basket' });
  await expect(added).toBeVisible();
  await expectNoAxeViolations(page, 'added to basket');
  await added.getByRole('link', { name: 'Go to basket' }).click();
  await page.waitForURL('**/basket/');
  await expect(page.getByRole('heading', { name: 'Your basket', level: 1 })).toBeVisible();
}

/** From the basket through the identify modal, going on as a guest, to the checkout's first step. */
export async function checkoutAsGuest(page: Page) {
  await page.getByRole('button', { name: 'To checkout' }).click();
  const identify = page.getByRole('dialog', { name: 'Log in or order as a guest' });
  await expect(identify).toBeVisible();
  await expectNoAxeViolations(page, 'identify modal');
  await identify.getByRole('button', { name: 'Order as a guest' }).click();
  await page.waitForURL('**/order/');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  business?: { company: string; kvk: string; vat: string; reference: string };
  /** As a UK buyer types it, in national form with the +44 preselected; a real UK mobile unless given. */
  phone?: string;
}

/** Fills "Your details" (with the business box when given) and continues through shipping to payment. */
export async function fillDetailsAndContinue(page: Page, buyer: Buyer) {
  const form = page.getByRole('form', { name: 'Your details' });
  await waitForHydration(page);
  if (buyer.business) {
    await form.getByRole('checkbox', { name: 'I am ordering for a business' }).check();
    await form.getByRole('textbox', { name: 'Company name' }).fill(buyer.business.company);
    await form.getByRole('textbox', { name: /Chamber of Commerce/ }).fill(buyer.business.kvk);
    await form.getByRole('textbox', { name: /VAT number/ }).fill(buyer.business.vat);
    await form.getByRole('textbox', { name: /Reference/ }).fill(buyer.business.reference);
  }
  await form.getByRole('textbox', { name: 'First name' }).fill(buyer.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(buyer.lastName);
  await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(buyer.email);
  await form.getByRole('textbox', { name: 'Number', exact: true }).fill(buyer.phone ?? '07400 123456');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
  await form.getByRole('textbox', { name: 'House number' }).fill('10');
  await form.getByRole('textbox', { name: 'Street' }).fill('Downing Street');
  await form.getByRole('textbox', { name: 'Town or city' }).fill('London');
  await expectNoAxeViolations(page, 'your details');
  await form.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('region', { name: 'Shipping' })).toBeVisible();
  await expectNoAxeViolations(page, 'shipping');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment');
}

/** Chooses the method, agrees to the terms and places the order. */
export async function placeOrder(page: Page, method: string) {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByRole('radio', { name: method }).check();
  await form.getByRole('checkbox', { name: /I agree to the general terms/ }).check();
  await form.getByRole('button', { name: /Place order/ }).click();
}

/** On the sandbox provider's page: picks what happens to the payment. */
export async function payInSandbox(page: Page, choice: RegExp) {
  await page.waitForURL('**/payments/sandbox/**');
  await expect(page.getByRole('heading', { name: 'Test payment', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/** Waits for the confirmation page of a placed order and returns its order number. */
export async function confirmation(page: Page) {
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\/$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation');
  return page.getByRole('definition').first().textContent();
}
