import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { confirmation, payAfterBack, payInSandbox } from './support/checkout';
import { address } from './support/mail';
import { buyCard, checkAndSpend, continueToRedeemCheckout, summaryAmount } from './support/redeem';

// A purchase, a balance check and the redeem steps, with an axe pass at every state: on a 2-core CI machine running
// the gateway suite beside them, the longest takes about 4 minutes.
test.describe.configure({ timeout: 360_000 });

/** Chooses a product of the shop's list item, with a £`pounds` amount and Ada as the e-mail receiver. */
async function choose(page: Page, item: ReturnType<Page['locator']>, pounds: number) {
  await item.getByRole('button', { name: /^Choose/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /Amount/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(String(pounds));
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Ada');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('ada@example.com');
  await dialog.getByRole('textbox', { name: /Repeat e-mail address/ }).fill('ada@example.com');
  await expectNoAxeViolations(page, 'redeem product modal');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Gift cards of the shop sent by e-mail whose range starts at £5 or £10, so that £10 can be chosen; not Starlight
 * Screens, whose redirect link sends the holder on once it is added (redeem-modals.spec.ts).
 */
const cheapGiftCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Gift cards' })
    .getByRole('listitem')
    .filter({ hasText: /^.*£(5|10) to £/ })
    .filter({ hasText: 'By e-mail' })
    .filter({ hasNotText: 'Starlight Screens' });

async function fillBilling(page: Page) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Rita');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Holder');
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(address('rita.billing'));
  await form.getByRole('textbox', { name: 'Number', exact: true }).fill('020 7946 0958');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
  await form.getByRole('textbox', { name: 'House number' }).fill('10');
  await form.getByRole('textbox', { name: 'Street' }).fill('Downing Street');
  await form.getByRole('textbox', { name: 'Town or city' }).fill('London');
  await form.getByRole('checkbox', { name: /I agree to the general terms/ }).check();
  return form;
}

test('a holder spends a card on two gift cards and a donation and pays the shortfall after the back button', async ({ page, pageErrors }) => {
  const card = await buyCard();
  await checkAndSpend(page, card);

  const [first, second] = [cheapGiftCards(page).nth(0), cheapGiftCards(page).nth(1)];
  await choose(page, first, 10);
  await expect(summaryAmount(page, 'Order total')).toHaveText('£10.00');
  await choose(page, second, 10);
  await choose(page, page.getByRole('region', { name: 'Donations' }).getByRole('listitem').first(), 10);
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('listitem')).toHaveCount(3);
  await expect(summaryAmount(page, 'Order total')).toHaveText('£30.00');
  await expect(summaryAmount(page, 'Paid from your cards')).toHaveText('£25.00');
  await expect(summaryAmount(page, 'Balance left on your cards')).toHaveText('£0.00');
  await expect(summaryAmount(page, 'Still to pay')).toHaveText('£5.00');
  await expectNoAxeViolations(page, 'redeem order with a shortfall');

  await continueToRedeemCheckout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle(/Checkout of your balance/);
  const form = await fillBilling(page);
  await form.getByRole('radio', { name: 'Visa' }).check();
  await expectNoAxeViolations(page, 'redeem checkout');
  await form.getByRole('button', { name: 'Place order' }).click();
  // The back button on the payment page leads to the order's payment, which then completes.
  await payAfterBack(page, 'Visa');
  await payInSandbox(page, /Pay: the payment succeeds/);
  await confirmation(page);

  await page.goto('/check-balance/redeem/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Your card' })).toContainText('£0.00');
  await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'redeem shop after the order');
  expect(pageErrors).toEqual([]);
});

test('a holder spends part of a balance, keeps the rest, and starts again', async ({ page, pageErrors }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  const card = await buyCard();
  await checkAndSpend(page, card);

  await choose(page, cheapGiftCards(page).first(), 10);
  await expect(summaryAmount(page, 'Balance left on your cards')).toHaveText('£15.00');
  await expect(summaryAmount(page, 'Still to pay')).toHaveText('£0.00');
  await continueToRedeemCheckout(page);
  const form = await fillBilling(page);
  await expect(form.getByRole('radiogroup')).toHaveCount(0);
  await form.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('region', { name: 'Thank you, your order is placed' });
  await expect(placed).toContainText(/GCUK-\d+/);
  await expect(placed).toContainText('£15.00');
  await expectNoAxeViolations(page, 'placed redeem order');
  // After placing, starting again says what the order took, not that nothing is taken.
  await page.getByRole('button', { name: 'Start again' }).click();
  const afterPlacing = page.getByRole('dialog', { name: 'Start again?' });
  await expect(afterPlacing).toContainText('Your order is placed: £10.00 was taken from your cards and £15.00 is left on them.');
  await afterPlacing.getByRole('button', { name: 'Stay' }).click();
  await expect(afterPlacing).toBeHidden();
  await placed.getByRole('link', { name: 'See your order' }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/check-balance/redeem/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Your card' })).toContainText('£15.00');

  // Closing the tab while the token is held asks first.
  await page.getByRole('button', { name: 'Add another card' }).click();
  await page.getByRole('dialog', { name: 'Add another card' }).getByRole('button', { name: 'Close' }).click();
  await page.goto('/');
  expect(dialogs).toContain('beforeunload');

  await page.goto('/check-balance/redeem/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start again' }).click();
  const reset = page.getByRole('dialog', { name: 'Start again?' });
  await expectNoAxeViolations(page, 'redeem reset');
  await reset.getByRole('button', { name: 'Yes, start again' }).click();
  await page.waitForURL('**/check-balance/');
  expect(await page.evaluate(() => sessionStorage.getItem('giftshop.redeemToken'))).toBeNull();
  await page.goto('/check-balance/redeem/');
  await waitForHydration(page);
  await expect(page.getByText('Check the balance of your gift card first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check your balance' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a holder sends a card by post and edits a package', async ({ page, pageErrors }) => {
  const card = await buyCard();
  await checkAndSpend(page, card);

  // Tinker & Toad (£5 to £75) is sent by e-mail or by post.
  const product = page.getByRole('region', { name: 'Gift cards' }).getByRole('listitem').filter({ hasText: 'Tinker & Toad' });
  await product.getByRole('button', { name: /^Choose/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'By post' }).check();
  await dialog.getByRole('textbox', { name: /Amount per card/ }).fill('5');
  await dialog.getByRole('textbox', { name: /Number of cards/ }).fill('2');
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Grace');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Hopper');
  await expect(dialog.getByRole('combobox', { name: /Country/ })).toHaveValue('GB');
  await dialog.getByRole('textbox', { name: /Postcode/ }).fill('SW1A 2AA');
  await dialog.getByRole('textbox', { name: /House number/ }).fill('10');
  await dialog.getByRole('textbox', { name: /Street/ }).fill('Downing Street');
  await dialog.getByRole('textbox', { name: /Town or city/ }).fill('London');
  await expectNoAxeViolations(page, 'redeem product modal by post');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByRole('listitem')).toHaveCount(1);
  await expect(order.getByRole('listitem')).toContainText('2 × Tinker & Toad');
  await expect(order.getByRole('listitem')).toContainText('For Grace Hopper, by post');
  await expect(summaryAmount(page, 'Order total')).toHaveText('£10.00');
  await expect(summaryAmount(page, 'Balance left on your cards')).toHaveText('£15.00');

  // The package opens prefilled; its delivery stays by post.
  await order.getByRole('button', { name: /^Edit: Tinker & Toad/ }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('radio')).toHaveCount(0);
  await expect(edit.getByRole('textbox', { name: /Number of cards/ })).toHaveValue('2');
  await expect(edit.getByRole('textbox', { name: /Street/ })).toHaveValue('Downing Street');
  await edit.getByRole('textbox', { name: /Amount per card/ }).fill('6');
  await edit.getByRole('textbox', { name: /Number of cards/ }).fill('3');
  await edit.getByRole('textbox', { name: /Town or city/ }).fill('Westminster');
  await expectNoAxeViolations(page, 'redeem package edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(order.getByRole('listitem')).toContainText('3 × Tinker & Toad');
  await expect(summaryAmount(page, 'Order total')).toHaveText('£18.00');
  await expect(summaryAmount(page, 'Balance left on your cards')).toHaveText('£7.00');

  await order.getByRole('button', { name: /^Edit: Tinker & Toad/ }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /Town or city/ })).toHaveValue('Westminster');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('a holder leaves the payment of a shortfall and sees the balance back on the card', async ({ page, pageErrors }) => {
  const card = await buyCard('Lena');
  await checkAndSpend(page, card);
  await choose(page, cheapGiftCards(page).nth(0), 10);
  await choose(page, cheapGiftCards(page).nth(1), 10);
  await choose(page, page.getByRole('region', { name: 'Donations' }).getByRole('listitem').first(), 10);
  await expect(summaryAmount(page, 'Still to pay')).toHaveText('£5.00');
  await continueToRedeemCheckout(page);
  const form = await fillBilling(page);
  await form.getByRole('radio', { name: 'Visa' }).check();
  await form.getByRole('button', { name: 'Place order' }).click();
  await payInSandbox(page, /Cancel the payment/);
  await page.waitForURL(/\/order\/\?order=[0-9a-f-]{36}&error=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();

  // Leaving asks first; "Leave and cancel order" cancels it and says where the balance went.
  // The checkout's reduced header (checkoutV2Header) links home and to customer support only.
  await page.getByRole('banner').getByRole('link', { name: 'GiftCards UK home page' }).click();
  await page.getByRole('dialog', { name: 'Leave without paying?' }).getByRole('button', { name: 'Leave and cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is cancelled' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'back on them' })).toContainText(`${card.number.slice(-4)}: balance £25.00`);
  await expectNoAxeViolations(page, 'redeem order cancelled, balance back');

  await expect(page.getByRole('link', { name: 'Back to the balance check' })).toBeVisible();
  await page.goto('/check-balance/redeem/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Your card' })).toContainText('£25.00');
  expect(pageErrors).toEqual([]);
});
