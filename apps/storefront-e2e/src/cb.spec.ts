import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { addAndGoToBasket, checkoutAsGuest, confirmation, fillDetailsAndContinue, fillReceivers, payInSandbox, placeOrder, startAddToBasket } from './support/checkout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { gatewayProductionEnv } from './support/gateway-env';
import { address, cardsIn, mailTo, passesLuhn } from './support/mail';
import { buyCard, checkAndSpend, continueToRedeemCheckout, summaryAmount } from './support/redeem';
import { CB } from './support/stores';

/**
 * The Dutch store's journeys, one test each, on the CB storefront (the `cb` project of the Playwright config): Dutch
 * texts and routes (spec §2.2), euro amounts, an Amsterdam address, iDEAL with a bank, and an axe pass at every step.
 */
test.describe.configure({ timeout: 180_000 });

const root = join(__dirname, '..', '..', '..');
const t = CB.text;
/** The seed's activatable Keuze Cadeaukaart of the Dutch store (tools/seed/src/data/choice-cards.ts). */
const CHOICE_CARD = { number: '6301011000000000011', pin: '011011' };

async function solveCaptcha(form: Locator) {
  await form.getByText(t.notRobot).click();
  await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 30_000 });
}

/** Every path the shopper was sent to by the storefront, to prove none of them is an English route. */
function recordPaths(page: Page) {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && paths.push(new URL(frame.url()).pathname));
  return paths;
}
const ENGLISH_ROUTES = /^\/(basket|order|check-balance|gift-cards|activate|doubler|carddetails|category|occasions)\/|\/(register|overview|forgot-password)\//;

test('a business customer buys a card with iDEAL at their bank, in euro on Dutch pages, and the receiver gets it', async ({ page, pageErrors }) => {
  const paths = recordPaths(page);
  // The Keuze Cadeaukaart and every gift card have their own Dutch routes (choiceCard, categoryAll).
  expect((await page.request.get('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')).status()).toBe(200);
  const all = await page.request.get('/categorie/alle-cadeaubonnen/');
  expect(all.status()).toBe(200);
  // Its further pages keep the Dutch segment.
  expect(await all.text()).toContain('rel="next" href="/categorie/alle-cadeaubonnen/2/"');
  expect((await page.request.get('/categorie/alle-cadeaubonnen/2/')).status()).toBe(200);
  const receiver = address('anouk');
  const buyer = address('sanne');
  await startAddToBasket(page, CB.cardProduct, { amount: '€ 50', quantity: 2 }, CB);
  await fillReceivers(page, [{ firstName: 'Anouk', lastName: 'de Vries', email: receiver }], CB);
  await expectNoAxeViolations(page, 'delivery dialog');
  await addAndGoToBasket(page, CB);
  await expect(page.getByRole('article', { name: 'Anouk de Vries' })).toContainText('2 × Brasserie Het Zoute Anker cadeaubon, € 50,00 per stuk');
  await expect(page.getByRole('region', { name: 'Overzicht' })).toContainText('€ 100,00');
  await expectNoAxeViolations(page, 'basket');

  await checkoutAsGuest(page, CB);
  await fillDetailsAndContinue(
    page,
    {
      firstName: 'Sanne',
      lastName: 'Jansen',
      email: buyer,
      business: { company: 'Grachtenpand Events B.V.', kvk: '69599084', vat: 'NL862287339B01', reference: 'KOSTENPL-4410' },
    },
    CB,
  );
  const payment = page.getByRole('form', { name: t.payment });
  await expect(payment.getByRole('radio', { name: 'iDEAL' })).toBeVisible();
  await expect(payment.getByRole('radio', { name: 'Op factuur' })).toBeVisible();
  // iDEAL asks for the bank before the order is placed.
  await payment.getByRole('radio', { name: 'iDEAL' }).check();
  await payment.getByRole('checkbox', { name: t.terms }).check();
  await payment.getByRole('button', { name: t.placeOrder }).click();
  await expect(payment.getByRole('combobox', { name: t.bank })).toHaveAccessibleDescription(/Kies je bank/);
  await expectNoAxeViolations(page, 'iDEAL without a bank');
  await placeOrder(page, 'iDEAL', CB, 'ING');

  await page.waitForURL('**/payments/sandbox/**');
  const sandbox = page.getByRole('main');
  await expect(sandbox).toContainText('€ 100,00');
  await expect(sandbox).toContainText('ING');
  await expectNoAxeViolations(page, 'sandbox payment');
  await payInSandbox(page, t.paySucceeds, CB);
  const reference = await confirmation(page, CB);
  expect(reference).toMatch(/^CB-\d+$/);
  await expect(page.getByText('Betaald en afgerond')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totalen' })).toContainText('€ 100,00');

  const mail = await mailTo(receiver);
  expect(mail.subject).toBe('Sanne Jansen heeft je een cadeaubon gestuurd');
  const { numbers, pins } = cardsIn(mail);
  expect(numbers).toHaveLength(2);
  expect(pins).toHaveLength(2);
  expect(numbers.every((n) => n.startsWith('6301010') && passesLuhn(n))).toBe(true);
  expect(mail.text).toContain('/saldocheck/?redeemToken=');
  expect((await mailTo(buyer)).subject).toBe(`Je bestelling ${reference} bij CadeauBon NL`);
  expect(paths.filter((path) => ENGLISH_ROUTES.test(path))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a receiver checks the balance and spends part of it on a gift card, with the rest left on the card', async ({ page, pageErrors }) => {
  const card = await buyCard('Daan', CB);
  const paths = recordPaths(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Saldo checken & inwisselen' }).click();
  await expect(page).toHaveURL(/\/saldocheck\/$/);
  await expect(page).toHaveTitle(/Check het saldo van je cadeaubon/);
  await expectNoAxeViolations(page, 'balance check form');

  // A wrong PIN is refused on the number's field.
  const form = page.getByRole('form', { name: t.checkForm });
  await form.getByRole('textbox', { name: t.cardNumber }).fill(card.number);
  await form.getByLabel(t.pin).fill(card.pin === '000000' ? '111111' : '000000');
  await solveCaptcha(form);
  await form.getByRole('button', { name: t.checkButton }).click();
  await expect(form.getByRole('textbox', { name: t.cardNumber })).toHaveAccessibleDescription(/We kennen dit nummer niet/, { timeout: 30_000 });
  await expectNoAxeViolations(page, 'balance check refused');

  await checkAndSpend(page, card, CB);
  const product = page.getByRole('region', { name: 'Cadeaubonnen' }).getByRole('listitem').filter({ hasText: 'Boekhandel Het Ezelsoor' });
  await product.getByRole('button', { name: /^Kiezen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Boekhandel Het Ezelsoor cadeaubon' });
  await expect(dialog).toContainText('Een heel bedrag van € 5 tot € 100');
  await dialog.getByRole('textbox', { name: /Bedrag/ }).fill('10');
  await dialog.getByRole('textbox', { name: /Voornaam/ }).fill('Fleur');
  await dialog.getByRole('textbox', { name: /Achternaam/ }).fill('Visser');
  await dialog.getByRole('textbox', { name: /^E-mailadres/ }).fill('fleur.visser@example.com');
  await dialog.getByRole('textbox', { name: /Herhaal e-mailadres/ }).fill('fleur.visser@example.com');
  await expectNoAxeViolations(page, 'redeem product modal');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog).toBeHidden();
  await expect(summaryAmount(page, 'Totaal', CB)).toHaveText('€ 10,00');
  await expect(summaryAmount(page, 'Saldo dat op je kaarten overblijft', CB)).toHaveText('€ 15,00');
  await expect(summaryAmount(page, 'Nog te betalen', CB)).toHaveText('€ 0,00');
  await expectNoAxeViolations(page, 'redeem order');

  await continueToRedeemCheckout(page, CB);
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  const billing = page.getByRole('form', { name: 'Je gegevens' });
  await waitForHydration(page);
  await billing.getByRole('textbox', { name: t.firstName }).fill('Daan');
  await billing.getByRole('textbox', { name: t.lastName }).fill('Holder');
  await billing.getByRole('textbox', { name: t.email }).fill(address('daan.billing'));
  await billing.getByRole('textbox', { name: t.phoneNumber, exact: true }).fill(CB.phone);
  await billing.getByRole('textbox', { name: t.postcode }).fill(CB.address.postcode);
  await billing.getByRole('textbox', { name: t.houseNumber }).fill(CB.address.houseNumber);
  await billing.getByRole('textbox', { name: t.street }).fill(CB.address.street);
  await billing.getByRole('textbox', { name: t.city, exact: true }).fill(CB.address.city);
  await billing.getByRole('checkbox', { name: t.terms }).check();
  await expectNoAxeViolations(page, 'redeem checkout');
  await billing.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const placed = page.getByRole('region', { name: 'Bedankt, je bestelling is geplaatst' });
  await expect(placed).toContainText(/CB-\d+/);
  await expect(placed).toContainText('€ 15,00');
  await expect(placed.getByRole('link', { name: 'Bekijk je bestelling' })).toHaveAttribute('href', /^\/bestellen\/[0-9a-f-]{36}\/$/);
  await expectNoAxeViolations(page, 'redeem order placed');

  await page.goto(CB.paths.redeemShop);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: t.yourCard })).toContainText('€ 15,00');
  expect(paths.filter((path) => ENGLISH_ROUTES.test(path))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

/** `npm run doubler:draw` for the Dutch store (id 1): the gateway holds the embedded database, so the command asks it. */
async function drawByHand(month: string) {
  const gatewayOrigin = `http://127.0.0.1:${process.env['E2E_GATEWAY_PORT'] ?? 4310}`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/gateway/src/doubler-draw.ts', '--month', month, '--store', '1'], {
    cwd: root,
    env: { ...process.env, ...gatewayProductionEnv, DATA_DIR: process.env['E2E_DATA_DIR'] ?? '', GATEWAY_URL: gatewayOrigin, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return stdout;
}

test('a holder activates a Keuze Cadeaukaart, enters it in the doubler, and the draw doubles it', async ({ page, pageErrors }) => {
  const paths = recordPaths(page);
  const email = address('femke');
  await page.goto('/activeren/');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/Activeer je keuzekaart/);
  const activation = page.getByRole('form', { name: 'Activeer je keuzekaart' });
  await expect(activation).toContainText('Een heel bedrag van € 5 tot € 150');
  await expectNoAxeViolations(page, 'activation form');
  await activation.getByRole('textbox', { name: /Kaartnummer/ }).fill(CHOICE_CARD.number);
  await activation.getByRole('textbox', { name: /Waarde/ }).fill('40');
  await activation.getByRole('textbox', { name: /E-mailadres/ }).fill(email);
  await activation.getByRole('button', { name: 'Verder naar betalen' }).click();
  await page.waitForURL('**/payments/sandbox/**');
  await expect(page.getByRole('main')).toContainText('€ 40,00');
  // iDEAL, the store's first method: the form asks for no bank, so the iDEAL page does.
  await expect(page.getByRole('main')).toContainText('iDEAL');
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await expectNoAxeViolations(page, 'iDEAL bank choice');
  await page.getByRole('button', { name: t.paySucceeds }).click();
  expect(await bank.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  await bank.selectOption({ label: 'Rabobank' });
  await payInSandbox(page, t.paySucceeds, CB);
  await page.waitForURL(/\/activeren\/gelukt\/\?order=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt, we hebben je betaling ontvangen' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Je kaart is binnen 24 uur actief');
  await expectNoAxeViolations(page, 'activation success');
  const order = new URL(page.url()).searchParams.get('order');
  await page.getByRole('link', { name: 'Bekijk je activeringsbewijs' }).click();
  await expect(page).toHaveURL(`/kaartgegevens/?order=${order}`);
  const voucher = page.getByRole('region', { name: 'Activeringsbewijs' });
  await expect(voucher).toContainText('€ 40,00');
  await expect(voucher).toContainText('···· ···· ···· ···· 0011');
  await expect(voucher).toContainText(/Actief: het bedrag staat op je kaart|Wordt geactiveerd/);
  await expectNoAxeViolations(page, 'activation voucher');
  const mail = await mailTo(email);
  expect(mail.subject).toMatch(/^Activering van je keuzekaart CB-\d+$/);

  await page.goto('/verdubbelaar/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'De verdubbelaar' })).toBeVisible();
  const drawDate = (await page.locator('time').first().getAttribute('datetime')) ?? '';
  await expectNoAxeViolations(page, 'doubler entry form');
  const entry = page.getByRole('form', { name: 'Doe mee met de verdubbelaar' });
  await entry.getByRole('textbox', { name: /Naam/ }).fill('Femke de Jong');
  await entry.getByRole('textbox', { name: /E-mailadres/ }).fill(email);
  await entry.getByRole('textbox', { name: /Kaartnummer/ }).fill(CHOICE_CARD.number);
  await entry.getByLabel(/Pincode/).fill(CHOICE_CARD.pin);
  await solveCaptcha(entry);
  await entry.getByRole('button', { name: 'Meedoen' }).click();
  await expect(page).toHaveURL(/\/verdubbelaar\/bedankt\/cadeaubonnl-keuze-cadeaukaart\/\?entry=\d+\.[\w-]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt, je doet mee' })).toBeVisible();
  await expectNoAxeViolations(page, 'doubler thank-you page');
  expect(paths.filter((path) => ENGLISH_ROUTES.test(path))).toEqual([]);
  expect(pageErrors).toEqual([]);

  const month = drawDate.slice(0, 7);
  expect(await drawByHand(month)).toContain(`Card ···· ···· ···· ···· 0011 gained EUR 40.00 (balance now EUR 80.00)`);
  const won = await mailTo(email, 'Je hebt de verdubbelaar gewonnen: we hebben het saldo van je cadeaubon verdubbeld');
  expect(won.text).toContain('Hallo Femke de Jong,');
  expect(won.text.replace(/\u00a0/g, ' ')).toContain('€ 80,00');
});

test('a visitor creates an account in Dutch, logs out and logs in again', async ({ page, pageErrors }) => {
  const paths = recordPaths(page);
  const email = address('joris');
  const identify = async () => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Mijn account' }).click();
    await expect(page).toHaveURL(/\/account\/$/);
    const form = page.getByRole('form', { name: 'Inloggen of een account aanmaken' });
    await form.getByRole('textbox', { name: /E-mailadres/ }).fill(email);
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Doorgaan' }).click();
  };
  await identify();
  await expect(page).toHaveURL(/\/account\/registreren\/$/);
  const register = page.getByRole('form', { name: 'Account aanmaken' });
  await expect(register.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue(email);
  await register.getByRole('textbox', { name: /Voornaam/ }).fill('Joris');
  await register.getByLabel(/^Wachtwoord/).fill('Grachten-241');
  await register.getByLabel(/^Herhaal wachtwoord/).fill('Grachten-241');
  await expectNoAxeViolations(page, 'register');
  await solveCaptcha(register);
  await register.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/account\/registreren\/success\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom, je account is klaar');
  await expectNoAxeViolations(page, 'register success');

  const menu = page.getByRole('banner').getByRole('button', { name: 'Mijn account' });
  await menu.click();
  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn account' })).toBeFocused();

  await identify();
  await expect(page).toHaveURL(/\/account\/login\/$/);
  const login = page.getByRole('form', { name: 'Inloggen' });
  await login.getByLabel(/^Wachtwoord/).fill('Grachten-241');
  await expectNoAxeViolations(page, 'login');
  await solveCaptcha(login);
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account\/overzicht\/$/);
  await expect(page.getByText('Hallo Joris')).toBeVisible();
  await expectNoAxeViolations(page, 'account overview');
  expect(paths.filter((path) => ENGLISH_ROUTES.test(path))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
