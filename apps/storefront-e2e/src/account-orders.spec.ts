import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addAndGoToBasket, checkoutAsGuest, confirmation, fillDetailsAndContinue, fillReceivers, payInSandbox, placeOrder, startAddToBasket } from './support/checkout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { address } from './support/mail';

// Registration solves captchas and the journey buys, downloads and reorders: one long test.
test.describe.configure({ timeout: 240_000 });

const TEAPOT = '/gift-cards/the-velvet-teapot-gift-card/';

async function solveCaptcha(page: Page, form: string) {
  const scope = page.getByRole('form', { name: form });
  await scope.getByText("I'm not a robot").click();
  await expect(scope.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

/** Identify with a new e-mail address, then register: the customer is logged in afterwards. */
async function register(page: Page, email: string) {
  await page.goto('/account/');
  await waitForHydration(page);
  const identify = page.getByRole('form', { name: 'Log in or create an account' });
  await identify.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await solveCaptcha(page, 'Log in or create an account');
  await identify.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/register\/$/);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: /First name/ }).fill('Nina');
  await form.getByLabel(/^Password/).fill('Order-pass-1');
  await form.getByLabel(/^Repeat password/).fill('Order-pass-1');
  await solveCaptcha(page, 'Create an account');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/register\/success\/$/);
}

async function openAccountPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

async function fillAddress(page: Page, values: { firstName: string; lastName: string; postCode: string; houseNumber: string; street: string; city: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /First name/ }).fill(values.firstName);
  await dialog.getByRole('textbox', { name: /Last name/ }).fill(values.lastName);
  await dialog.getByRole('textbox', { name: /Postcode/ }).fill(values.postCode);
  await dialog.getByRole('textbox', { name: /House number/ }).fill(values.houseNumber);
  await dialog.getByRole('textbox', { name: /Street/ }).fill(values.street);
  await dialog.getByRole('textbox', { name: /Town or city/ }).fill(values.city);
}

test('a customer buys with a saved address, finds the order, downloads its invoice, reorders it and keeps details and addresses up to date', async ({ page, pageErrors }) => {
  const email = address('nina');
  await register(page, email);

  // A default billing address in the address book fills checkout.
  await openAccountPage(page, '/account/address-book/', 'Address book');
  await expect(page.getByText('Your address book is empty.')).toBeVisible();
  await expectNoAxeViolations(page, 'empty address book');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const add = page.getByRole('dialog', { name: 'Add an address' });
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add.getByText('Street is a required field')).toBeVisible();
  await expectNoAxeViolations(page, 'address form with errors');
  await fillAddress(page, { firstName: 'Nina', lastName: 'Baker', postCode: 'EH1 1YZ', houseNumber: '12', street: 'Princes Street', city: 'Edinburgh' });
  // With the login e-mail, the order's billing address is this entry, so placing the order adds no copy to the book.
  await add.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await add.getByRole('textbox', { name: 'Number', exact: true }).fill('0131 496 0123');
  await add.getByRole('checkbox', { name: 'Default billing address' }).check();
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been added.' })).toBeVisible();
  const entry = page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem').filter({ hasText: 'Nina Baker' });
  await expect(entry).toContainText('Default billing address');
  await expectNoAxeViolations(page, 'address book');

  // Buying as the logged-in customer: checkout starts with the saved details.
  await startAddToBasket(page, TEAPOT, { amount: '£25' });
  await fillReceivers(page, [{ firstName: 'Tom', lastName: 'Reed', email: address('tom') }]);
  await addAndGoToBasket(page);
  await page.getByRole('button', { name: 'To checkout' }).click();
  await page.waitForURL('**/order/');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
  await expect(details.getByRole('textbox', { name: 'Last name' })).toHaveValue('Baker');
  await expect(details.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveValue(email);
  await expect(details.getByRole('textbox', { name: 'Postcode' })).toHaveValue('EH1 1YZ');
  await expect(details.getByRole('textbox', { name: 'Street' })).toHaveValue('Princes Street');
  await expect(details.getByRole('textbox', { name: 'Number', exact: true })).toHaveValue('0131 496 0123');
  await expectNoAxeViolations(page, 'prefilled details');
  await details.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await placeOrder(page, 'Visa');
  await payInSandbox(page, /Pay: the payment succeeds/);
  const reference = (await confirmation(page))?.trim() ?? '';
  expect(reference).not.toBe('');
  const orderUuid = /\/order\/([0-9a-f-]{36})\/$/.exec(page.url())?.[1] ?? '';

  // The order is listed under My orders and opens in the account order details modal.
  await openAccountPage(page, '/account/orders/', 'My orders');
  const row = page.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('£25.00');
  await expectNoAxeViolations(page, 'my orders');
  // Keyboard: Enter opens the modal, Escape closes it and focus returns to the button.
  const open = row.getByRole('button', { name: `View details of order ${reference}` });
  const modal = page.getByRole('dialog', { name: `Order ${reference}` });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(modal).toContainText('The Velvet Teapot');
  await expect(modal).toContainText('Tom Reed');
  await expect(modal).toContainText('Total with VAT');
  await expect(modal).toContainText('Visa');
  await expectNoAxeViolations(page, 'account order details');

  // The invoice: a PDF that names the order.
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.url()).toMatch(/\/invoices\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.toString('latin1')).toContain(reference);
  const response = await page.request.get(download.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Reorder first shows what goes into the basket (same modal); "Add to basket" puts the package back.
  await modal.getByRole('button', { name: 'Reorder' }).click();
  const reorderModal = page.getByRole('dialog', { name: `Reorder order ${reference}` });
  const reorderDetails = reorderModal.getByRole('form', { name: 'This goes into your basket' });
  await expect(reorderDetails).toContainText('Tom Reed');
  await expect(reorderDetails.getByRole('heading', { name: 'This goes into your basket' })).toBeFocused();
  await expectNoAxeViolations(page, 'reorder product details');
  await reorderDetails.getByRole('button', { name: 'Add to basket' }).click();
  await page.waitForURL('**/basket/');
  await expect(page.getByRole('heading', { name: 'Your basket', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tom Reed' })).toBeVisible();

  // The reorder page from a link shows the same details and adds nothing until the button is pressed.
  await page.goto(`/reorder/?order=${orderUuid}`);
  const pageDetails = page.getByRole('form', { name: 'This goes into your basket' });
  await expect(pageDetails).toContainText('Tom Reed');
  await expect(page).toHaveURL(/\/reorder\/\?order=/);
  await pageDetails.getByRole('button', { name: 'Add to basket' }).click();
  await page.waitForURL('**/basket/');
  await expect(page.getByRole('article', { name: 'Tom Reed' }).first()).toBeVisible();

  // My details: edited and saved, a business customer now.
  await openAccountPage(page, '/account/details/', 'My details');
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, 'my details');
  await page.getByRole('button', { name: 'Edit details' }).click();
  const profile = page.getByRole('form', { name: 'Edit your details' });
  await expect(profile.getByRole('textbox', { name: /First name/ })).toBeFocused();
  await profile.getByRole('textbox', { name: /Last name/ }).fill('Baker-Smith');
  await profile.getByRole('checkbox', { name: 'I am a business customer' }).check();
  await profile.getByRole('textbox', { name: /Company name/ }).fill('Baker & Co');
  await profile.getByRole('textbox', { name: /VAT number/ }).fill('GB123456789');
  await profile.getByRole('textbox', { name: /Postcode/ }).fill('12');
  await profile.getByRole('button', { name: 'Save details' }).click();
  await expect(profile.getByText('Please enter a valid postcode')).toBeVisible();
  await expectNoAxeViolations(page, 'details form with errors');
  await profile.getByRole('textbox', { name: /Postcode/ }).fill('SW1A 1AA');
  await profile.getByRole('textbox', { name: /House number/ }).fill('10');
  await profile.getByRole('textbox', { name: /Street/ }).fill('Downing Street');
  await profile.getByRole('textbox', { name: /Town or city/ }).fill('London');
  await profile.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
  await expect(page.getByText('Baker & Co')).toBeVisible();
  await expect(page.getByText('Baker-Smith')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('GB123456789')).toBeVisible();

  // The address book: edit the saved address, add another and delete it after confirming.
  await openAccountPage(page, '/account/address-book/', 'Address book');
  await expect(page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem')).toHaveCount(1);
  // Keyboard: Escape leaves the form and focus goes back to its button.
  const editButton = page.getByRole('button', { name: 'Edit address of Nina Baker' });
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await editButton.focus();
  await page.keyboard.press('Enter');
  await expect(edit).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();
  await editButton.click();
  await expect(edit.getByRole('textbox', { name: /Street/ })).toHaveValue('Princes Street');
  await edit.getByRole('textbox', { name: /Street/ }).fill('Rose Street');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nina Baker' })).toContainText('Rose Street');
  await expect(page.getByRole('listitem').filter({ hasText: 'Nina Baker' })).toContainText('Default billing address');

  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillAddress(page, { firstName: 'Tom', lastName: 'Reed', postCode: 'M1 1AE', houseNumber: '3', street: 'Market Street', city: 'Manchester' });
  await page.getByRole('dialog', { name: 'Add an address' }).getByRole('button', { name: 'Save address' }).click();
  const tom = page.getByRole('listitem').filter({ hasText: 'Tom Reed' });
  await expect(tom).toContainText('Market Street');
  await tom.getByRole('button', { name: 'Use for delivery' }).click();
  await expect(tom).toContainText('Default delivery address');
  await tom.getByRole('button', { name: 'Delete address of Tom Reed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('Tom Reed');
  await expectNoAxeViolations(page, 'delete address');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been deleted.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tom Reed' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeFocused();
  await expectNoAxeViolations(page, 'address book after changes');

  expect(pageErrors).toEqual([]);
});

test('a visitor opening the customer pages or a reorder link is sent to log in', async ({ page }) => {
  for (const path of ['/account/details/', '/account/orders/', '/account/address-book/', '/reorder/?order=00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in or create an account');
  }
});

test('a guest creates an account from the order confirmation and finds the order under My orders', async ({ page, pageErrors }) => {
  await startAddToBasket(page, TEAPOT, { amount: '£25' });
  await fillReceivers(page, [{ firstName: 'Lena', lastName: 'Gift', email: address('lena') }]);
  await addAndGoToBasket(page);
  await checkoutAsGuest(page);
  const email = address('otto');
  await fillDetailsAndContinue(page, { firstName: 'Otto', lastName: 'Guest', email });
  await placeOrder(page, 'Visa');
  await payInSandbox(page, /Pay: the payment succeeds/);
  const reference = (await confirmation(page))?.trim() ?? '';
  expect(reference).not.toBe('');

  const offer = page.getByRole('region', { name: 'Save your details for next time' });
  await expect(offer).toContainText(`You log in with ${email}`);
  const form = offer.getByRole('form', { name: 'Create an account from this order' });
  await form.getByLabel(/^Password/).fill('short');
  await form.getByLabel(/^Repeat password/).fill('other');
  // By keyboard: Tab leaves the repeat field (its error shows) for the button, Enter submits.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Create account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel(/^Password/)).toBeFocused();
  await expect(form.getByText('Your password must be at least 8 characters long.')).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation with the account form in error');

  await form.getByLabel(/^Password/).fill('Order-pass-1');
  await form.getByLabel(/^Repeat password/).fill('Order-pass-1');
  await form.getByLabel(/^Repeat password/).press('Enter');
  const status = offer.getByRole('status').filter({ hasText: 'Your account has been created; you are logged in.' });
  await expect(status).toBeVisible();
  await expect(status.getByText(/Your account has been created/)).toBeFocused();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation after the account was created');

  await status.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/account\/overview\/$/);
  await openAccountPage(page, '/account/orders/', 'My orders');
  await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('£25.00');
  await expectNoAxeViolations(page, 'my orders of the new account');
  expect(pageErrors).toEqual([]);
});
