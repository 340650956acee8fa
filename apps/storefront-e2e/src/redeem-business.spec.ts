import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { buyCards } from './support/buy-by-api';
import { address } from './support/mail';
import { GCUK } from './support/stores';
import { continueToRedeemCheckout, fillCard, summaryAmount } from './support/redeem';

// A business redeem page: its information page, the balance check that leads back to its shop, a second card added
// to pay with, and a checkout with company details.
test.describe.configure({ timeout: 240_000 });

/** Two £25 e-mail cards, one for each of two new receivers, bought in one order. */
const buyTwoCards = () => buyCards(GCUK, ['Nora', 'Olaf']);

test('a holder spends two cards in a business redeem shop and places the order for the company', async ({ page, pageErrors }) => {
  const [first, second] = await buyTwoCards();

  await page.goto('/check-balance/info/northwind-thank-you/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Logistics: thank you' })).toBeVisible();
  await expect(page).toHaveTitle(/Northwind Logistics: thank you/);
  await expectNoAxeViolations(page, 'redeem info page');
  await page.getByRole('link', { name: 'Check your balance' }).click();
  await page.waitForURL('**/check-balance/?shop=northwind-thank-you');

  const form = page.getByRole('form', { name: 'Check your balance' });
  await fillCard(form, first);
  await form.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('£25.00');
  await page.getByRole('link', { name: 'Spend your balance' }).click();
  await page.waitForURL('**/check-balance/redeem/northwind-thank-you/');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Logistics: thank you' })).toBeVisible();
  // The page's own selection: five gift cards and a donation.
  await expect(page.getByRole('region', { name: 'Gift cards' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Donations' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'business redeem shop');

  // A second card pays too.
  await page.getByRole('button', { name: 'Add another card' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add another card' });
  await fillCard(addCard, second);
  await expectNoAxeViolations(page, 'add another card');
  await addCard.getByRole('button', { name: /Add/ }).last().click();
  await expect(addCard).toBeHidden();

  const harbour = page.getByRole('region', { name: 'Gift cards' }).getByRole('listitem').filter({ hasText: 'Harbour & Pine' });
  await harbour.getByRole('button', { name: /^Choose/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('40');
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Ada');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('ada@example.com');
  await dialog.getByRole('textbox', { name: /Repeat e-mail address/ }).fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryAmount(page, 'Order total')).toHaveText('£40.00');
  await expect(summaryAmount(page, 'Paid from your cards')).toHaveText('£40.00');
  await expect(summaryAmount(page, 'Balance left on your cards')).toHaveText('£10.00');

  await continueToRedeemCheckout(page);
  const billing = page.getByRole('form', { name: 'Your details' });
  await billing.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await billing.getByRole('textbox', { name: 'Last name' }).fill('Staff');
  await billing.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(address('nora.billing'));
  await billing.getByRole('textbox', { name: 'Number', exact: true }).fill('020 7946 0958');
  await billing.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
  await billing.getByRole('textbox', { name: 'House number' }).fill('10');
  await billing.getByRole('textbox', { name: 'Street' }).fill('Downing Street');
  await billing.getByRole('textbox', { name: 'Town or city' }).fill('London');
  await billing.getByRole('checkbox', { name: /I agree to the general terms/ }).check();
  // Company details are required here.
  await billing.getByRole('button', { name: 'Place order' }).click();
  await expect(billing.getByText('Company name is a required field')).toBeVisible();
  const company = billing.getByRole('group', { name: 'Company details' });
  await company.getByRole('textbox', { name: 'Company name' }).fill('Northwind Logistics Ltd');
  await company.getByRole('textbox', { name: 'Company registration number' }).fill('01234567');
  await company.getByRole('textbox', { name: 'VAT number' }).fill('GB123456789');
  await company.getByRole('textbox', { name: 'Reference or cost centre' }).fill('HR-2026');
  await expectNoAxeViolations(page, 'business redeem checkout');
  await billing.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('region', { name: 'Thank you, your order is placed' });
  await expect(placed).toContainText(/GCUK-\d+/);
  await expect(placed).toContainText('£10.00');
  expect(pageErrors).toEqual([]);
});
