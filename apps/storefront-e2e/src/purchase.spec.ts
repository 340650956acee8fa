import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { addAndGoToBasket, checkoutAsGuest, confirmation, fillDetailsAndContinue, fillReceivers, payAfterBack, payInSandbox, placeOrder, startAddToBasket } from './support/checkout';
import { address, cardsIn, mailTo, passesLuhn } from './support/mail';

// Whole purchases with an axe pass at every step: longer than a page check.
test.describe.configure({ timeout: 180_000 });

const TEAPOT = '/gift-cards/the-velvet-teapot-gift-card/';
/** A unique address per run, so mail of earlier tests never answers for this one. */

type Pushed = { event?: string; ecommerce?: { currency: string; value: number; transaction_id?: string; items: { price: number; quantity: number }[] } };

/** Everything the pages push onto window.dataLayer, kept across the full page loads of the payment redirect. */
async function recordDataLayer(page: Page): Promise<Pushed[]> {
  const pushed: Pushed[] = [];
  await page.exposeFunction('__recordDataLayer', (entry: Pushed) => void pushed.push(entry));
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; __recordDataLayer: (entry: unknown) => void };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      entries.forEach((entry) => void w.__recordDataLayer(JSON.parse(JSON.stringify(entry))));
      return push(...entries);
    };
    w.dataLayer = layer;
  });
  return pushed;
}

test('a guest buys two digital cards for two receivers with a message, and each receiver gets a valid card', async ({ page }) => {
  const ann = address('ann');
  const bob = address('bob');
  // The GA4 ecommerce events of the whole purchase, and the ad click id the shopper arrived with sent with the order.
  const pushed = await recordDataLayer(page);
  const placed: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (new URL(request.url()).pathname.endsWith('/graphql') && body?.includes('"PlaceOrder"')) placed.push(body);
  });
  await startAddToBasket(page, `${TEAPOT}?gclid=e2e_Click-1`, { amount: '£25', quantity: 2 });
  await fillReceivers(page, [
    { firstName: 'Ann', lastName: 'Smith', email: ann },
    { firstName: 'Bob', lastName: 'Jones', email: bob },
  ]);
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await dialog.getByRole('checkbox', { name: 'Add a personal message' }).check();
  await dialog.getByRole('textbox', { name: 'Personal message' }).fill('Happy birthday from all of us!');
  await expectNoAxeViolations(page, 'delivery dialog');
  await addAndGoToBasket(page);
  await expect(page.getByRole('link', { name: /Basket.*2 items/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ann Smith' })).toContainText('Happy birthday from all of us!');
  await expect(page.getByRole('article', { name: 'Bob Jones' })).toBeVisible();
  await expectNoAxeViolations(page, 'basket');

  await checkoutAsGuest(page);
  const buyer = address('clara');
  await fillDetailsAndContinue(page, { firstName: 'Clara', lastName: 'Buyer', email: buyer });
  await placeOrder(page, 'Visa');
  await payInSandbox(page, /Pay: the payment succeeds/);
  const reference = await confirmation(page);
  await expect(page.getByText('Paid and completed')).toBeVisible();
  const ecommerce = (name: string) => pushed.filter((e) => e.event === name).map((e) => e.ecommerce);
  await expect.poll(() => ecommerce('purchase').length).toBe(1);
  expect(ecommerce('view_item')).toEqual([expect.objectContaining({ currency: 'GBP' })]);
  expect(ecommerce('add_to_cart')).toEqual([expect.objectContaining({ currency: 'GBP', value: 50, items: [expect.objectContaining({ price: 25, quantity: 2 })] })]);
  const [purchase] = ecommerce('purchase');
  expect(purchase).toMatchObject({ transaction_id: reference, currency: 'GBP', items: [expect.objectContaining({ price: 25, quantity: 2 })] });
  expect(purchase?.value).toBeGreaterThanOrEqual(50);
  expect(ecommerce('begin_checkout')).toEqual([expect.objectContaining({ currency: 'GBP', value: purchase?.value })]);
  expect(placed.map((body) => (JSON.parse(body) as { variables: { input: { gclid?: string } } }).variables.input.gclid)).toEqual(['e2e_Click-1']);
  // A reload of the confirmation does not count the order again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your order', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(ecommerce('purchase')).toHaveLength(1);

  const numbers = new Set<string>();
  for (const to of [ann, bob]) {
    const mail = await mailTo(to);
    expect(mail.text).toContain('Happy birthday from all of us!');
    const { numbers: found, pins } = cardsIn(mail);
    expect(found).toHaveLength(1);
    expect(pins).toHaveLength(1);
    expect(found[0]).toMatch(/^\d{19}$/);
    expect(passesLuhn(found[0])).toBe(true);
    found.forEach((n) => numbers.add(n));
  }
  expect(numbers.size).toBe(2);
  const confirmationMail = await mailTo(buyer);
  expect(confirmationMail.subject).toContain(reference ?? 'missing reference');
  expect(confirmationMail.text).not.toMatch(/PIN:\s*\d{6}/);
});

test('a physical card with wrapper and gift packing is posted, paid after the back button, with its dispatch on the confirmation', async ({ page }) => {
  await startAddToBasket(page, TEAPOT, { physical: true, amount: '£50' });
  await fillReceivers(page, [{ firstName: 'Dora', lastName: 'Post' }]);
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await dialog.getByRole('radio', { name: /Celebration wallet/ }).check();
  await dialog.getByRole('checkbox', { name: /Gift packing/ }).check();
  await expectNoAxeViolations(page, 'physical delivery dialog');
  await addAndGoToBasket(page);
  const basket = page.getByRole('main');
  await expect(basket).toContainText('Celebration wallet');
  await expect(basket).toContainText('Gift box');
  await expectNoAxeViolations(page, 'basket with a physical card');

  await checkoutAsGuest(page);
  await fillDetailsAndContinue(page, { firstName: 'Eve', lastName: 'Sender', email: address('eve') });
  await placeOrder(page, 'Mastercard');
  // The back button on the payment page leads to the order's payment, not to an empty checkout.
  await payAfterBack(page, 'Mastercard');
  await payInSandbox(page, /Pay: the payment succeeds/);
  await confirmation(page);
  const card = page.getByRole('region', { name: 'Your gift cards' });
  await expect(card).toContainText('Dora Post');
  await expect(card).toContainText('Celebration wallet');
  await expect(card).toContainText(/Dispatch/i);
});

test('a business orders by invoice and the order waits for payment', async ({ page }) => {
  await startAddToBasket(page, TEAPOT, { amount: '£100', quantity: 3 });
  await fillReceivers(page, [{ firstName: 'Team', lastName: 'Member', email: address('team') }]);
  await addAndGoToBasket(page);
  await checkoutAsGuest(page);
  await fillDetailsAndContinue(page, {
    firstName: 'Fay',
    lastName: 'Finance',
    email: address('fay'),
    business: { company: 'Acme Ltd', kvk: '12345678', vat: 'GB123456789', reference: 'Staff gifts 2026' },
  });
  await placeOrder(page, 'Invoice');
  await confirmation(page);
  await expect(page.getByRole('main')).toContainText(/awaiting payment/i);
});

test('a cancelled payment is asked to be completed, and then completes', async ({ page }) => {
  await startAddToBasket(page, TEAPOT, { amount: '£10' });
  const receiver = address('gus');
  await fillReceivers(page, [{ firstName: 'Gus', lastName: 'Later', email: receiver }]);
  await addAndGoToBasket(page);
  await checkoutAsGuest(page);
  await fillDetailsAndContinue(page, { firstName: 'Hal', lastName: 'Hesitant', email: address('hal') });
  await placeOrder(page, 'PayPal');
  await payInSandbox(page, /Cancel the payment/);
  await page.waitForURL(/\/order\/\?order=[0-9a-f-]{36}&error=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'payment retry');
  const retry = page.getByRole('main').getByRole('form').last();
  await retry.getByRole('radio', { name: 'Visa' }).check();
  await retry.getByRole('button', { name: /pay/i }).click();
  await payInSandbox(page, /Pay: the payment succeeds/);
  await confirmation(page);
  expect(cardsIn(await mailTo(receiver)).numbers).toHaveLength(1);
});

test('third-party platform cards above £500 in one order are refused with the limit message', async ({ page }) => {
  await startAddToBasket(page, '/gift-cards/spa-days-collective-gift-card/', { amount: 'Other amount', custom: '150', quantity: 4 });
  await fillReceivers(page, [{ firstName: 'Ivy', lastName: 'Spa', email: address('ivy') }]);
  await page.getByRole('dialog', { name: 'Delivery details' }).getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Exceeded the third-party platform gift card sum limit in the order. The limit is £500 per order.')).toBeVisible();
  await expectNoAxeViolations(page, 'limit refused');
  await expect(page.getByRole('link', { name: /^Basket/ })).not.toContainText('4');
});
