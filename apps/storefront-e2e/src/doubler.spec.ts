import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { gatewayProductionEnv } from './support/gateway-env';
import { mailTo } from './support/mail';
import { buyCard } from './support/redeem';

// A whole purchase for the card, then the entry and a draw, with an axe pass at every state.
test.describe.configure({ timeout: 180_000 });

const root = join(__dirname, '..', '..', '..');
const gatewayOrigin = `http://127.0.0.1:${process.env['E2E_GATEWAY_PORT'] ?? 4310}`;

/** `npm run doubler:draw` as an operator runs it: the gateway holds the embedded database, so the command asks it. */
async function drawByHand(month: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/gateway/src/doubler-draw.ts', '--month', month, '--store', '48'], {
    cwd: root,
    env: { ...process.env, ...gatewayProductionEnv, DATA_DIR: process.env['E2E_DATA_DIR'] ?? '', GATEWAY_URL: gatewayOrigin, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return stdout;
}

/** Ticks "I'm not a robot" and waits for the widget's proof of work. */
async function solveCaptcha(form: Locator) {
  await form.getByText("I'm not a robot").click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

test('a card holder enters the doubler, and the draw doubles the balance and e-mails the winner', async ({ page, pageErrors }) => {
  const { number, pin, receiver: holder } = await buyCard('Dora');
  expect(number).toMatch(/^\d{19}$/);

  await page.goto('/doubler/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The doubler' })).toBeVisible();
  const drawDate = await page.locator('time').first().getAttribute('datetime');
  expect(drawDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(`${drawDate}T12:00:00Z`).getUTCDay()).toBe(1);
  await expectNoAxeViolations(page, 'doubler entry form');

  const form = page.getByRole('form', { name: 'Enter the doubler' });
  await form.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(form.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Name is a required field/);
  await expectNoAxeViolations(page, 'doubler entry refused by the form');

  await form.getByRole('textbox', { name: /Name/ }).fill('Dora Holder');
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(holder);
  const numberField = form.getByRole('textbox', { name: /Card number/ });
  await numberField.pressSequentially(number);
  await expect(numberField).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  const pinField = form.getByLabel(/PIN/);
  // A wrong PIN is answered as an unknown number.
  await pinField.fill(pin === '000000' ? '000001' : '000000');
  await solveCaptcha(form);
  await pinField.press('Enter');
  await expect(numberField).toHaveAccessibleDescription(/We don't know this number/);
  await expect(numberField).toBeFocused();
  await pinField.fill(pin);
  await solveCaptcha(form);
  await pinField.press('Enter');
  // The thank-you path carries the entry's signed reference: it renders on its own, and no other reference is thanked.
  await expect(page).toHaveURL(/\/doubler\/thankyou\/the-velvet-teapot-gift-card\/\?entry=\d+\.[\w-]{32}$/);
  const thanks = new URL(page.url());
  expect((await page.request.get(`${thanks.pathname}${thanks.search}`)).status()).toBe(200);
  expect((await page.request.get(`/doubler/thankyou/other-gift-card/${thanks.search}`)).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, you are in the draw' })).toBeFocused();
  await expect(page.locator('time').first()).toHaveAttribute('datetime', drawDate ?? '');
  await expectNoAxeViolations(page, 'doubler thank-you page');

  // The same card again this month is refused on its field.
  await page.goto('/doubler/');
  await waitForHydration(page);
  await form.getByRole('textbox', { name: /Name/ }).fill('Dora Holder');
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(holder);
  await numberField.fill(number);
  await pinField.fill(pin);
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(numberField).toHaveAccessibleDescription(/This gift card is already taking part in the draw of/);
  await expect(numberField).toBeFocused();
  await expectNoAxeViolations(page, 'doubler entry refused by the gateway');
  expect(pageErrors).toEqual([]);

  const month = (drawDate ?? '').slice(0, 7);
  const output = await drawByHand(month);
  expect(output).toContain(
    `Store 48, ${month}: drew 1 of 1 eligible entries. Card ···· ···· ···· ···· ${number.slice(-4)} gained GBP 25.00 (balance now GBP 50.00)`,
  );
  const mail = await mailTo(holder, 'You won the doubler: we doubled the balance of your gift card');
  expect(mail.text).toContain('Hello Dora Holder,');
  expect(mail.text).toContain(`···· ···· ···· ···· ${number.slice(-4)}`);
  expect(mail.text.replace(/\u00a0/g, ' ')).toContain('New balance: £50.00');
  expect(mail.text).not.toContain(number);

  // The month is closed: the entry page names the next draw once the storefront has seen the change (it polls the
  // gateway's cache version every 2 s and drops its cached pages).
  await expect
    .poll(async () => {
      await page.goto('/doubler/');
      return ((await page.locator('time').first().getAttribute('datetime')) ?? '').slice(0, 7);
    }, { timeout: 15_000 })
    .not.toBe(month);
  await waitForHydration(page);
});
