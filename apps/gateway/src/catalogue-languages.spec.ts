import { sql } from 'drizzle-orm';
import { CART_ROWS_COLUMNS, type CartJson } from '@giftshop/gateway-cart-data';
import { selectRows } from '@giftshop/gateway-db';
import { seedStoreList } from '@giftshop/seed';
import { ADD_TO_CART, shopper } from './testing/shopper';
import { createTestApp, type TestApp } from './testing/test-app';

const cbbe = seedStoreList.find((s) => s.buildKey === 'CBBE');
const DUTCH = { language: 'nl', storeID: cbbe?.id, countryCode: 'BE' };
const FRENCH = { ...DUTCH, language: 'fr' };
const SLUG = 'pannenkoekenhuis-de-molenwiek-cadeaubon';
const CHOICE_SLUG = 'cadeaubonbe-keuze-cadeaukaart';

const PRODUCT = `query Product($u: UserDataInput!, $s: String!) {
  product(userData: $u, slug: $s) {
    product {
      title description path
      ... on GiftCardProduct {
        categories { slug title } variations { title } redeemData { title }
        giftCardBrand { name productExternalLink { title url } }
      }
    }
    errors { code }
  }
}`;
const PRODUCTS = `query Products($u: UserDataInput!, $filters: ProductFiltersInput) {
  products(userData: $u, filters: $filters, paging: { itemsPerPage: 40 }) {
    products { items { title path } }
    errors { code }
  }
}`;
const BRANDS = `query Brands($u: UserDataInput!, $filters: ProductFiltersInput) {
  products(userData: $u, filters: $filters, paging: { itemsPerPage: 40 }) {
    products { items { ... on GiftCardProduct { isChoice giftCardBrand { name productExternalLink { title } } } } }
  }
  redeemProducts(userData: $u, productType: GIFT_CARD, limit: 200) {
    products { ... on GiftCardProduct { isChoice giftCardBrand { name productExternalLink { title } } } }
  }
}`;
const TERM = `query Term($u: UserDataInput!, $s: String!) {
  taxonomyTerm(userData: $u, vocabularyID: "CATEGORY", slug: $s) { term { title description path } errors { code } }
}`;
const OCCASIONS = `query Occasions($u: UserDataInput!) {
  taxonomyTerms(userData: $u, vocabularyID: "OCCASION") { terms { slug title } }
}`;
const MENU = `query Menu($u: UserDataInput!) { categoryMenu(userData: $u) { items { title topList { title } } } }`;
const SEARCH = `query Search($u: UserDataInput!, $t: String!) {
  search_v1(userData: $u, inputText: $t) {
    body { items { ... on GiftCardSearchItem { title path } ... on GivingMomentSearchItem { heroTitle } } }
  }
}`;
const EXTRAS = `query Extras($u: UserDataInput!) {
  extraVariations(userData: $u) { extraVariations { title description } }
}`;
const CART = `query Cart($u: UserDataInput!) {
  cartV2(userData: $u) { order { shipments { packages {
    giftCardItem { variation { title } product { title } } message { variation { title } } } } } }
}`;

type Titled = { title: string };

describe('a bilingual store’s catalogue in each of its languages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a product in French on the French route and in Dutch on the Dutch one, with the same slug', async () => {
    const dutch = (await app.graphql(PRODUCT, { u: DUTCH, s: SLUG })).data.product.product;
    const french = (await app.graphql(PRODUCT, { u: FRENCH, s: SLUG })).data.product.product;
    expect(dutch.title).toBe('Pannenkoekenhuis De Molenwiek cadeaubon');
    expect(dutch.path).toBe('/cadeaubonnen/pannenkoekenhuis-de-molenwiek-cadeaubon/');
    expect(french.title).toBe('Carte cadeau Pannenkoekenhuis De Molenwiek');
    // The storefront puts the /fr/ prefix before the language's route.
    expect(french.path).toBe('/cartes-cadeaux/pannenkoekenhuis-de-molenwiek-cadeaubon/');
    expect(french.description).not.toBe(dutch.description);
    expect(french.redeemData.title).toBe(french.title);
    expect(french.variations.map((v: Titled) => v.title)).toContain(
      'Carte cadeau Pannenkoekenhuis De Molenwiek – Par e-mail',
    );
    expect(dutch.variations.map((v: Titled) => v.title)).toContain(
      'Pannenkoekenhuis De Molenwiek cadeaubon – Per e-mail',
    );
    expect(french.categories.map((c: { slug: string }) => c.slug)).toEqual(
      dutch.categories.map((c: { slug: string }) => c.slug),
    );
  });

  it('names a card’s brand and its link in the language asked for, the brand’s own name kept', async () => {
    const brand = async (u: object, s: string) =>
      (await app.graphql(PRODUCT, { u, s })).data.product.product.giftCardBrand;
    const dutch = await brand(DUTCH, SLUG);
    const french = await brand(FRENCH, SLUG);
    expect(dutch.name).toBe('Pannenkoekenhuis De Molenwiek');
    expect(dutch.productExternalLink.title).toBe('Naar de website van Pannenkoekenhuis De Molenwiek');
    expect(french.name).toBe('Pannenkoekenhuis De Molenwiek');
    expect(french.productExternalLink).toEqual({
      title: 'Découvrir Pannenkoekenhuis De Molenwiek',
      url: dutch.productExternalLink.url,
    });

    const choiceDutch = await brand(DUTCH, CHOICE_SLUG);
    const choiceFrench = await brand(FRENCH, CHOICE_SLUG);
    expect(choiceDutch).toMatchObject({ name: 'Keuze Cadeaukaart' });
    expect(choiceDutch.productExternalLink.title).toBe('Alle bonnen in de Keuze-collectie');
    expect(choiceFrench.name).toBe('Carte Cadeau Choice');
    expect(choiceFrench.productExternalLink.title).toBe('Toutes les cartes de la collection Choice');
  });

  it('links a content page of the French language to the store’s own pages under /fr', async () => {
    const PAGE = `query P($u: UserDataInput!, $p: String!) { page(userData: $u, path: $p) { page { bodyHtml } errors { code } } }`;
    const links = async (u: object, p: string) =>
      [...String((await app.graphql(PAGE, { u, p })).data.page.page?.bodyHtml ?? '').matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]);
    const french = await links(FRENCH, '/fr/service-client/aide/');
    const dutch = await links(DUTCH, '/helpdesk/');
    expect(french.length).toBeGreaterThan(0);
    expect(french.filter((href) => !href.startsWith('/fr/'))).toEqual([]);
    expect(dutch.length).toBeGreaterThan(0);
    expect(dutch.filter((href) => href.startsWith('/fr/'))).toEqual([]);
  });

  it('draws a card’s art with its brand’s name in the language of the page', async () => {
    const IMAGE = `query Image($u: UserDataInput!, $s: String!) { product(userData: $u, slug: $s) { product { image { url { href } } } } }`;
    const href = async (u: object) => (await app.graphql(IMAGE, { u, s: CHOICE_SLUG })).data.product.product.image.url.href as string;
    const [dutchArt, frenchArt] = [await href(DUTCH), await href(FRENCH)];
    expect(dutchArt).toBe(`/card-art/${cbbe?.id}/${CHOICE_SLUG}.svg`);
    expect(frenchArt).toBe(`/card-art/${cbbe?.id}/fr/${CHOICE_SLUG}.svg`);
    const base = await app.listen();
    const label = async (path: string) => /aria-label="([^"]*)"/.exec(await (await fetch(`${base}${path}`)).text())?.[1];
    expect(await label(dutchArt)).toBe('Keuze Cadeaukaart');
    expect(await label(frenchArt)).toBe('Carte Cadeau Choice');
    expect((await fetch(`${base}/card-art/${cbbe?.id}/fr/no-such-card.svg`)).status).toBe(404);
  });

  it('names the brands of lists and of the Choice card’s brand list in the language asked for', async () => {
    type Card = { isChoice?: boolean; giftCardBrand?: { name: string; productExternalLink: Titled | null } };
    const brands = async (u: object, filters?: object) => {
      const { data } = await app.graphql(BRANDS, { u, filters });
      return [...data.products.products.items, ...data.redeemProducts.products].filter(
        (p: Card) => p.giftCardBrand && !p.isChoice,
      ) as Required<Card>[];
    };
    const linkTitles = (cards: Required<Card>[]) => cards.map((c) => c.giftCardBrand.productExternalLink?.title ?? '');
    for (const filters of [undefined, { filterByProductType: ['GIFT_CARD'] }]) {
      const french = await brands(FRENCH, filters);
      expect(french.length).toBeGreaterThan(40);
      expect(linkTitles(french).every((t) => t.startsWith('Découvrir '))).toBe(true);
      expect(french.map((c) => c.giftCardBrand.name)).toContain('Pannenkoekenhuis De Molenwiek');
      expect(linkTitles(await brands(DUTCH, filters)).every((t) => t.startsWith('Naar de website van '))).toBe(true);
    }
  });

  it('answers a category and the occasions in the language asked for', async () => {
    const dutch = (await app.graphql(TERM, { u: DUTCH, s: 'wellness' })).data.taxonomyTerm.term;
    const french = (await app.graphql(TERM, { u: FRENCH, s: 'wellness' })).data.taxonomyTerm.term;
    expect(dutch.title).toBe('Wellness');
    expect(french.title).toBe('Spa & Bien-être');
    expect(french.description).not.toBe(dutch.description);
    expect(french.path).toMatch(/\/wellness\/$/);
    const occasions = async (u: object) => (await app.graphql(OCCASIONS, { u })).data.taxonomyTerms.terms;
    expect((await occasions(FRENCH)).find((t: { slug: string }) => t.slug === 'sinterklaas').title).toBe(
      'Saint-Nicolas',
    );
    expect((await occasions(DUTCH)).find((t: { slug: string }) => t.slug === 'sinterklaas').title).toBe('Sinterklaas');
  });

  it('lists products in French, whole or filtered, and in Dutch as before', async () => {
    const titles = async (u: object, filters?: object) =>
      (await app.graphql(PRODUCTS, { u, filters })).data.products.products.items.map(
        (p: Titled) => p.title,
      ) as string[];
    for (const filters of [undefined, { filterByProductType: ['GIFT_CARD'] }]) {
      const french = await titles(FRENCH, filters);
      expect(french.filter((t) => t.startsWith('Carte cadeau ')).length).toBeGreaterThan(20);
      expect(french.some((t) => / cadeaubon$/.test(t))).toBe(false);
      expect((await titles(DUTCH, filters)).filter((t) => / cadeaubon$/.test(t)).length).toBeGreaterThan(20);
    }
  });

  it('shows the category menu, search hits and extras in French', async () => {
    const menu = (await app.graphql(MENU, { u: FRENCH })).data.categoryMenu.items;
    expect(menu.map((c: Titled) => c.title)).toContain('Spa & Bien-être');
    const top = menu.flatMap((c: { topList: Titled[] }) => c.topList.map((p) => p.title)) as string[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.some((t) => / cadeaubon$/.test(t))).toBe(false);

    const hits = (await app.graphql(SEARCH, { u: FRENCH, t: 'Molenwiek' })).data.search_v1.body.flatMap(
      (g: { items: Titled[] }) => g.items,
    );
    expect(hits.map((h: Titled) => h.title)).toContain('Carte cadeau Pannenkoekenhuis De Molenwiek');
    const restaurants = (await app.graphql(SEARCH, { u: FRENCH, t: 'déjeuner' })).data.search_v1.body;
    expect(restaurants?.length ?? 0).toBeGreaterThan(0);

    const extras = async (u: object) =>
      (await app.graphql(EXTRAS, { u })).data.extraVariations.extraVariations.map((e: Titled) => e.title);
    expect(await extras(FRENCH)).toContain('Boîte cadeau avec papier de soie');
    expect(await extras(DUTCH)).toContain('Cadeaudoos met vloeipapier');
  });

  it('shows a basket in the shopper’s language, and the order’s lines in its own language for its e-mails', async () => {
    const [variation] = await selectRows<{ id: number; amount: number }>(
      app.database.db,
      sql`select v.id, coalesce(v.fixed_values[1], v.min_price) as amount
        from variations v join products p on p.id = v.product_id
        where p.store_id = ${cbbe?.id} and p.slug = ${SLUG} and v.variation_type = 'DIGITAL'`,
    );
    const who = shopper(app);
    const added = await who.graphql(ADD_TO_CART, {
      u: FRENCH,
      input: {
        variationId: String(variation?.id),
        amount: variation?.amount,
        quantity: 1,
        deliveryType: 'DIGITAL',
        receivers: [
          { firstName: 'Anne', lastName: 'Dupont', email: 'anne@example.com', confirmEmail: 'anne@example.com' },
        ],
        personalMessage: 'Joyeux anniversaire !',
      },
    });
    expect(added.data.addToCart.errors).toEqual([]);
    const [line] = (await who.graphql(CART, { u: FRENCH })).data.cartV2.order.shipments[0].packages;
    expect(line.giftCardItem.product.title).toBe('Carte cadeau Pannenkoekenhuis De Molenwiek');
    expect(line.giftCardItem.variation.title).toBe('Carte cadeau Pannenkoekenhuis De Molenwiek – Par e-mail');
    expect(line.message.variation.title).toBe('Message personnel');

    const [dutch] = (await who.graphql(CART, { u: DUTCH })).data.cartV2.order.shipments[0].packages;
    expect(dutch.giftCardItem.product.title).toBe('Pannenkoekenhuis De Molenwiek cadeaubon');
    expect(dutch.message.variation.title).toBe('Persoonlijke boodschap');

    const orderId = added.data.addToCart.order.id as string;
    const [rows] = await selectRows<CartJson>(
      app.database.db,
      sql`select ${sql.raw(CART_ROWS_COLUMNS)} from orders o where o.id = ${orderId}`,
    );
    const titles = rows?.items.map((i) => i.product?.['title'] ?? i.variation?.['title'] ?? i.extra?.['title']);
    expect(titles).toEqual(expect.arrayContaining(['Carte cadeau Pannenkoekenhuis De Molenwiek', 'Message personnel']));
  });
});
