import type { Page } from '@playwright/test';
import { addAndGoToBasket, checkoutAsGuest, confirmation, fillDetailsAndContinue, fillReceivers, payInSandbox, placeOrder, startAddToBasket } from './support/checkout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';
import { address, cardsIn, mailTo, passesLuhn } from './support/mail';
import { CBDE, CBFR, CBPL, type StoreUnderTest } from './support/stores';
import { localePorts } from './support/locale-ports';

/**
 * A purchase in the German, French and Polish stores (the `locales` project of the Playwright config), each on its
 * own build: the store's language on every page (`<html lang>`, the texts the shopper reads and clicks, written out
 * here), its translated routes and none of the English ones, its money, a real address and phone number of its
 * country, the card e-mail in its language, and an axe pass on every page the shopper sees.
 */
test.describe.configure({ timeout: 180_000 });

interface LocaleCase {
  store: Omit<StoreUnderTest, 'cardProduct' | 'amount25'>;
  lang: string;
  /** The product list's path, whose product links the shopper follows. */
  productList: string;
  buyer: { firstName: string; lastName: string };
  receiver: { firstName: string; lastName: string };
  cardSubject: (sender: string) => string;
  orderSubject: (reference: string) => string;
  balanceHeading: string;
}

const cases: LocaleCase[] = [
  {
    store: CBDE,
    lang: 'de-DE',
    productList: '/gutscheine/',
    buyer: { firstName: 'Jürgen', lastName: 'Weiß' },
    receiver: { firstName: 'Lena', lastName: 'Müller' },
    cardSubject: (sender) => `Ein Geschenk von ${sender}: Gutschein für dich`,
    orderSubject: (reference) => `Deine Bestellung ${reference} bei CadeauBon DE`,
    balanceHeading: 'Guthaben abfragen',
  },
  {
    store: CBFR,
    lang: 'fr-FR',
    productList: '/cartes-cadeaux/',
    buyer: { firstName: 'Hélène', lastName: 'Lefèvre' },
    receiver: { firstName: 'Théo', lastName: 'Garçon' },
    cardSubject: (sender) => `${sender} vous a envoyé une carte cadeau`,
    orderSubject: (reference) => `Votre commande ${reference} chez CadeauBon FR`,
    balanceHeading: 'Consultez votre solde',
  },
  {
    store: CBPL,
    lang: 'pl-PL',
    productList: '/karty-podarunkowe/',
    buyer: { firstName: 'Małgorzata', lastName: 'Wąsowska' },
    receiver: { firstName: 'Łukasz', lastName: 'Żółkiewski' },
    cardSubject: (sender) => `${sender} ma dla Ciebie prezent: karta podarunkowa`,
    orderSubject: (reference) => `Twoje zamówienie ${reference} w sklepie CadeauBon PL`,
    balanceHeading: 'Sprawdź saldo',
  },
];

/** English routes of spec §2.1 that a store in another language must never send a shopper to. */
const ENGLISH_ROUTES = /^\/(basket|order|check-balance|gift-cards|activate|doubler|carddetails|category|occasions|account)\//;

function recordPaths(page: Page) {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && paths.push(new URL(frame.url()).pathname));
  return paths;
}

/** The first gift card linked from the product list, and the first amount its page offers (as its radio reads). */
async function firstProduct(page: Page, productList: string): Promise<{ path: string; amount: string }> {
  await page.goto(productList);
  await waitForHydration(page);
  const escaped = productList.replace(/[/-]/g, '\\$&');
  const hrefs = await page.locator(`main a[href^="${productList}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const path = hrefs.find((href) => new RegExp(`^${escaped}[a-z0-9-]+/$`).test(href) && !/^\d+$/.test(href.split('/').at(-2) ?? ''));
  if (!path) throw new Error(`no product linked from ${productList}`);
  await page.goto(path);
  await waitForHydration(page);
  const amount = await page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '').find((label) => /\d/.test(label)) ?? '');
  if (!amount) throw new Error(`no amount offered on ${path}`);
  return { path, amount };
}

for (const c of cases) {
  test.describe(c.store.key, () => {
    test.use({ baseURL: `http://127.0.0.1:${localePorts[c.store.key as keyof typeof localePorts]}` });

    test(`a shopper buys a gift card by e-mail, all in ${c.lang}, and the receiver gets it in ${c.lang}`, async ({ page, pageErrors }) => {
      const { store } = c;
      const paths = recordPaths(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expectNoAxeViolations(page, 'home');
      const product = await firstProduct(page, c.productList);
      await expectNoAxeViolations(page, 'product');
      const receiver = address(c.receiver.firstName.toLowerCase());
      const buyer = address(c.buyer.firstName.toLowerCase());
      const shop = { ...store, cardProduct: product.path, amount25: product.amount };
      await startAddToBasket(page, product.path, { amount: product.amount }, shop);
      await fillReceivers(page, [{ ...c.receiver, email: receiver }], shop);
      await expectNoAxeViolations(page, 'delivery dialog');
      await addAndGoToBasket(page, shop);
      await expect(page.getByRole('article', { name: `${c.receiver.firstName} ${c.receiver.lastName}` })).toBeVisible();
      await expectNoAxeViolations(page, 'basket');

      await checkoutAsGuest(page, shop);
      await fillDetailsAndContinue(page, { ...c.buyer, email: buyer }, shop);
      await placeOrder(page, 'Visa', shop);
      await payInSandbox(page, store.text.paySucceeds, shop);
      const reference = await confirmation(page, shop);
      expect(reference).toMatch(new RegExp(`^${store.key}-\\d+$`));

      const mail = await mailTo(receiver);
      expect(mail.subject).toBe(c.cardSubject(`${c.buyer.firstName} ${c.buyer.lastName}`));
      const { numbers } = cardsIn(mail);
      expect(numbers).toHaveLength(1);
      expect(numbers.every(passesLuhn)).toBe(true);
      expect(mail.text).toContain(`${store.paths.checkBalance}?redeemToken=`);
      expect((await mailTo(buyer)).subject).toBe(c.orderSubject(reference ?? ''));

      await page.goto(store.paths.checkBalance);
      await expect(page.getByRole('heading', { name: c.balanceHeading, level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'balance check');
      expect(paths.filter((path) => ENGLISH_ROUTES.test(path))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
}
