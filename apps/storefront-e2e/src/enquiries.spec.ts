import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { address, mailTo } from './support/mail';

test.describe.configure({ timeout: 120_000 });

/** Ticks "I'm not a robot" and waits for the widget's proof of work. */
async function solveCaptcha(form: Locator) {
  await form.getByText("I'm not a robot").click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

test('a business asks for a quote and a shopper sends the contact form, each acknowledged by e-mail', async ({ page }) => {
  const buyer = address('olivia.bennett');
  await page.goto('/business/');
  await page.getByRole('link', { name: 'Request a quote' }).first().click();
  await expect(page).toHaveURL(/\/business\/request-a-quote\/$/);
  await waitForHydration(page);
  const quote = page.getByRole('form', { name: 'Request a quote' });
  await quote.getByRole('button', { name: 'Send request' }).click();
  await expect(quote.getByRole('textbox', { name: /Company name/ })).toHaveAccessibleDescription(/Company name is a required field/);
  await expectNoAxeViolations(page, 'quote request refused by the form');

  await quote.getByRole('textbox', { name: /Company name/ }).fill('Northwind Traders Ltd');
  await quote.getByRole('textbox', { name: /Contact name/ }).fill('Olivia Bennett');
  await quote.getByRole('textbox', { name: /E-mail address/ }).fill(buyer);
  await quote.getByRole('textbox', { name: /Phone number/ }).fill('07700 900123');
  await quote.getByRole('textbox', { name: /^Gift card/ }).fill('Choice Gift Card');
  await quote.getByRole('textbox', { name: /Number of cards/ }).fill('40');
  await quote.getByRole('textbox', { name: /Value per card/ }).fill('50');
  await quote.getByRole('radio', { name: 'Physical, by post' }).check();
  await quote.getByRole('textbox', { name: /Message/ }).fill('Christmas gifts for the Leeds office, LS1 4AP.');
  await solveCaptcha(quote);
  await quote.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/business\/request-a-quote\/thank-you\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your request is on its way' })).toBeVisible();
  await expectNoAxeViolations(page, 'quote request sent');
  const acknowledgement = await mailTo(buyer, 'We have received your quote request');
  expect(acknowledgement.text).toContain('40 × Choice Gift Card of £50.00');
  expect((await mailTo('business@gcuk.giftshop.example', 'Quote request from Northwind Traders Ltd')).text).toContain(buyer);

  const shopper = address('harry.patel');
  await page.goto('/support/contact-us/');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'help@gcuk.giftshop.example' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+44 20 4525 8800' })).toBeVisible();
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByRole('combobox', { name: /Subject/ }).selectOption('DELIVERY');
  await contact.getByRole('textbox', { name: /^Name/ }).fill('Harry Patel');
  await contact.getByRole('textbox', { name: /E-mail address/ }).fill(shopper);
  await contact.getByRole('textbox', { name: /Order reference/ }).fill('GCUK-100001');
  await contact.getByRole('textbox', { name: /Message/ }).fill('My card to 14 Market Street, Manchester M1 1PT has not arrived.');
  await solveCaptcha(contact);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your message has been sent' })).toBeVisible();
  await expectNoAxeViolations(page, 'contact message sent');
  expect((await mailTo(shopper, 'We have received your message')).text).toContain('Order reference: GCUK-100001');
  await mailTo('help@gcuk.giftshop.example', 'Contact form: Delivery');
});
