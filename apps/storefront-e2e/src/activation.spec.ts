import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { payInSandbox } from './support/checkout';
import { address, mailTo } from './support/mail';

test.describe.configure({ timeout: 120_000 });

/** Sandbox Choice cards of the seed (tools/seed/src/data/choice-cards.ts), kept for these journeys. */
const CHOICE_CARDS = { activated: '6301481000000000046', abandoned: '6301481000000000053' };
/** A real number on the UK store's plain (not activatable) prefix. */
const PLAIN_CARD = '6301480000000000013';

async function fillActivation(page: Page, values: { number: string; amount: string; email: string }) {
  const form = page.getByRole('form', { name: 'Activate your Choice card' });
  await form.getByRole('textbox', { name: /Card number/ }).fill(values.number);
  await form.getByRole('textbox', { name: /Value/ }).fill(values.amount);
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(values.email);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

test('a holder activates a Choice card, goes back from the sandbox and pays there after all, sees the success page and the voucher, and gets the confirmation', async ({ page }) => {
  const email = address('ada');
  await page.goto('/activate/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your Choice card' })).toBeVisible();
  await expect(page).toHaveTitle(/Activate your Choice card/);
  await expect(page.getByText('A whole amount from £5 to £150')).toBeVisible();
  await expectNoAxeViolations(page, 'activation form');

  // The form's own rules, then the gateway's: a plain card's prefix is not allowed.
  await fillActivation(page, { number: CHOICE_CARDS.activated.slice(0, 18), amount: '12.50', email: 'ada@' });
  await expect(page.getByText('Enter the 19 digits of the card number as printed on the card')).toBeVisible();
  await expect(page.getByText('Enter a whole amount, without cents')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
  await expectNoAxeViolations(page, 'activation form with errors');
  await fillActivation(page, { number: PLAIN_CARD, amount: '50', email });
  await expect(page.getByText('This card cannot be activated here: card prefix not allowed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Card number/ })).toBeFocused();

  await fillActivation(page, { number: CHOICE_CARDS.activated, amount: '50', email });
  // Back from the provider's page: this activation's payment, waiting, not the form that would start another.
  await page.waitForURL('**/payments/sandbox/**');
  await page.goBack();
  await expect(page).toHaveURL(/\/activate\/success\/\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We are waiting for your payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete the payment' }).click();
  await payInSandbox(page, /Pay: the payment succeeds/);

  await page.waitForURL(/\/activate\/success\/\?order=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your payment has been received' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your card will be active within 24 hours');
  await expectNoAxeViolations(page, 'activation success');
  const orderUuid = new URL(page.url()).searchParams.get('order');

  await page.getByRole('link', { name: 'View your activation voucher' }).click();
  await expect(page).toHaveURL(`/carddetails/?order=${orderUuid}`);
  const voucher = page.getByRole('region', { name: 'Activation voucher' });
  await expect(voucher).toContainText('£50.00');
  await expect(voucher).toContainText('···· ···· ···· ···· 0046');
  await expect(voucher).toContainText(email);
  await expect(voucher).toContainText(/Active: the value is on your card|Being activated/);
  await expect(voucher).not.toContainText(CHOICE_CARDS.activated);
  await expectNoAxeViolations(page, 'activation voucher');

  const mail = await mailTo(email);
  expect(mail.subject).toMatch(/^Your Choice card activation GCUK-\d+$/);
  expect(mail.text).toContain('···· ···· ···· ···· 0046');
  expect(mail.text).toContain(`/carddetails/?order=${orderUuid}`);
  expect(mail.text).not.toContain(CHOICE_CARDS.activated);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Activation voucher' })).toContainText('Active: the value is on your card');
});

test('a cancelled payment leaves the card inactive and offers to try again', async ({ page }) => {
  await page.goto('/activate/');
  await waitForHydration(page);
  await fillActivation(page, { number: CHOICE_CARDS.abandoned, amount: '25', email: address('bo') });
  await payInSandbox(page, /Cancel/);
  await page.waitForURL(/\/activate\/success\/\?order=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();
  await expectNoAxeViolations(page, 'activation not paid');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/activate\/$/);
});
