import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { choiceCardRoutes, fillPattern, matchRoute, routeTable, withTrailingSlash } from '@giftshop/util-i18n';
import { brandAccess, themeCss } from './brand';
import type { BrandConfig, BrandImage, BrandTheme, ByLanguage, FeatureToggles } from './brand.types';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the seed's store list is plain data; the brands must agree with it
import { seedStores } from '../../../../../tools/seed/src/data/stores';

const root = join(__dirname, '..', '..', '..', '..', '..', 'brands');
const buildKeys = readdirSync(root).filter((name) => existsSync(join(root, name, 'brand.json')));
const load = (key: string) => JSON.parse(readFileSync(join(root, key, 'brand.json'), 'utf8')) as BrandConfig;
const toggleNames: (keyof FeatureToggles)[] = [
  'headerVersion', 'languageSwitcher', 'cookiesLink', 'navigationIconText', 'footerLogos', 'orderModalAuth', 'redeemDelayWarning',
  'retryPaymentPage', 'errorMessages', 'handVariants', 'businessPageV3', 'checkoutV2Header', 'hideCaptchaBadge', 'logosFromContent',
];

function images(value: unknown): BrandImage[] {
  if (!value || typeof value !== 'object') return [];
  if ('src' in value && 'width' in value) return [value as BrandImage];
  return Object.values(value).flatMap(images);
}

describe.each(buildKeys)('brand %s', (key) => {
  const brand = load(key);

  it('is the folder it lives in', () => {
    expect(brand.buildKey).toBe(key);
  });

  it('sets every feature toggle', () => {
    expect(Object.keys(brand.toggles).sort()).toEqual([...toggleNames].sort());
    expect([1, 2, 3]).toContain(brand.toggles.headerVersion);
    for (const name of toggleNames.filter((toggle) => toggle !== 'headerVersion')) expect({ [name]: typeof brand.toggles[name] }).toEqual({ [name]: 'boolean' });
  });

  it('ships every image it names, with its size', () => {
    const all = images(brand);
    expect(all.length).toBeGreaterThan(10);
    for (const image of all) {
      const file = join(root, key, 'assets', image.src);
      expect(existsSync(file)).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      const svg = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
      expect({ src: image.src, size: [/\swidth="(\d+)"/.exec(svg)?.[1], /\sheight="(\d+)"/.exec(svg)?.[1]] }).toEqual({ src: image.src, size: [`${image.width}`, `${image.height}`] });
    }
  });

  it('gives a theme without characters that could break out of a style rule', () => {
    expect(themeCss(brand.theme)).toMatch(/^:root\{--gs-color-primary:[^;{}<>]+;/);
  });
});

/** Every text of a brand kept by language: the blocks, the promo pop-up and the trust marks' alt texts, by field. */
function textsByLanguage(brand: BrandConfig): [string, ByLanguage<unknown>][] {
  const marks = Object.entries(brand.trustMarks).flatMap(([position, list]) =>
    list.map((mark, i): [string, ByLanguage<unknown>] => [`trustMarks.${position}[${i}].alt`, mark.alt]),
  );
  const popup: [string, ByLanguage<unknown>][] = brand.promoPopup ? [['promoPopup.texts', brand.promoPopup.texts]] : [];
  return [
    ['featuredBlock.texts', brand.featuredBlock.texts],
    ['pdpFeaturedBlock.texts', brand.pdpFeaturedBlock.texts],
    ['promotionBlock.texts', brand.promotionBlock.texts],
    ...popup,
    ...marks,
  ];
}
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
/** A text as the English-text check compares it: the claims and ratings of brands differ, the words do not. */
const words = (text: string) => text.replace(/\d+([.,]\d+)?/g, '#');
/** Every English text of every brand: a text in another language equal to one of these was left in English. */
const englishTexts = new Set(
  buildKeys.map(load).flatMap((brand) => [
    ...textsByLanguage(brand).flatMap(([, texts]) => strings(texts['en'])),
    ...(brand.languages[0]?.code === 'en' ? [brand.organizationStructuredData.description] : []),
  ]).map(words),
);

describe.each(buildKeys)('brand %s in its languages', (key) => {
  const brand = load(key);
  const codes = brand.languages.map((language) => language.code);
  /** Texts that read the same in every language: the brand's and the payment methods' names. */
  const sameInEveryLanguage = new Set([brand.name, ...brand.paymentLogos.map((logo) => logo.title)]);

  it('has every text in each of its languages', () => {
    for (const [field, texts] of textsByLanguage(brand)) {
      expect({ field, languages: Object.keys(texts).sort() }).toEqual({ field, languages: [...codes].sort() });
      for (const code of codes) {
        const empty = strings(texts[code]).some((text) => text.trim() === '');
        expect({ field, code, empty }).toEqual({ field, code, empty: false });
      }
    }
  });

  it('writes each text in its language, not in English, and the JSON-LD description in its first language', () => {
    const leftInEnglish = (text: string) => englishTexts.has(words(text)) && !sameInEveryLanguage.has(text);
    for (const [field, texts] of textsByLanguage(brand)) {
      for (const code of codes.filter((code) => code !== 'en')) {
        const english = strings(texts[code]).filter(leftInEnglish);
        expect({ field, code, english }).toEqual({ field, code, english: [] });
      }
    }
    const { description } = brand.organizationStructuredData;
    const english = codes[0] !== 'en' && leftInEnglish(description);
    expect({ description, english }).toEqual({ description, english: false });
  });

  it('writes decimal numbers as each of its locales does (4,6 in Polish, 4.8 in Swiss German)', () => {
    for (const { code, locale } of brand.languages) {
      const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
      const numbers = textsByLanguage(brand)
        .flatMap(([, texts]) => strings(texts[code]))
        .flatMap((text) => [...text.matchAll(/\d[.,]\d/g)].map(([number]) => number));
      for (const number of numbers) expect({ code, number, separator: number[1] }).toEqual({ code, number, separator });
    }
  });
});

describe('brand texts in the page’s language', () => {
  const cbbe = brandAccess(load('CBBE'));
  const cbpl = brandAccess(load('CBPL'));

  it('gives each language of a bilingual store its own text, the prefixed second language too', () => {
    expect(cbbe.text(cbbe.config.featuredBlock.texts, 'nl').title).toBe('De Keuze Cadeaukaart');
    expect(cbbe.text(cbbe.config.featuredBlock.texts, 'fr').title).toBe('La carte cadeau Choice');
    const alts = cbbe.trustMarks('bottomBar', 'fr').map((mark) => mark.alt);
    expect(alts).toEqual(['Paiement sécurisé', 'Expédié le jour même']);
  });

  it('falls back to the store’s first language for a language the store does not serve', () => {
    const alts = cbpl.trustMarks('general', 'en').map((mark) => mark.alt);
    expect(alts).toEqual(['Ocena klientów: 4,6 z 5', 'Bezpieczne płatności']);
  });
});

describe('GCUK', () => {
  const gcuk = brandAccess(load('GCUK'));

  it('is the UK store and hides twitter and youtube', () => {
    expect(gcuk.config.storeId).toBe(48);
    const networks = gcuk.visibleSocialLinks().map((link) => link.network);
    expect(networks).toEqual(expect.arrayContaining(['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest']));
    expect(networks).not.toContain('twitter');
    expect(networks).not.toContain('youtube');
  });

  it('serves its images under /brand/GCUK/', () => {
    expect(gcuk.imageUrl(gcuk.headerLogo().desktop)).toBe('/brand/GCUK/logo-v1.svg');
  });
});

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** ISO 13616: the IBAN's length for its country and the mod-97 check. */
const ibanLength: Record<string, number> = {
  AE: 23, AT: 20, BE: 16, BR: 29, CH: 21, DE: 22, DK: 18, ES: 24, FR: 27, GB: 22, IE: 22, IT: 27, NL: 18, NO: 15, PL: 28, PT: 25, SE: 24,
};
function ibanValid(iban: string): boolean {
  const compact = iban.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact) || compact.length !== ibanLength[compact.slice(0, 2)]) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

/** Postcode formats of the stores' countries (the UAE has none: a P.O. Box stands in). */
const postcode: Record<string, RegExp> = {
  NL: /^\d{4} [A-Z]{2}$/, BE: /^\d{4}$/, AT: /^\d{4}$/, CH: /^\d{4}$/, DK: /^\d{4}$/, NO: /^\d{4}$/, AU: /^\d{4}$/, NZ: /^\d{4}$/,
  DE: /^\d{5}$/, FR: /^\d{5}$/, ES: /^\d{5}$/, IT: /^\d{5}$/, MX: /^\d{5}$/, US: /^\d{5}(-\d{4})?$/, PL: /^\d{2}-\d{3}$/, SE: /^\d{3} \d{2}$/,
  PT: /^\d{4}-\d{3}$/, BR: /^\d{5}-\d{3}$/, CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/, GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, IE: /^[A-Z]\d[\dW] [A-Z\d]{4}$/,
  AE: /^P\.O\. Box \d+$/,
};
const callingCode: Record<string, string> = {
  NL: '31', BE: '32', AT: '43', CH: '41', DK: '45', NO: '47', AU: '61', NZ: '64', DE: '49', FR: '33', ES: '34', IT: '39', MX: '52', US: '1',
  CA: '1', PL: '48', SE: '46', PT: '351', BR: '55', GB: '44', IE: '353', AE: '971',
};
/** The payment methods a store of the country must show (spec §1: payment logos of that country). */
const localPayments: Record<string, string[]> = {
  NL: ['ideal'], BE: ['bancontact'], PL: ['przelewy24', 'blik'], SE: ['swish'], DK: ['mobilepay'], NO: ['vipps'], BR: ['pix'], MX: ['oxxo'], CH: ['twint'],
  AT: ['eps'], DE: ['paypal'], FR: ['carteBancaire'],
};
/** Text on primary and text on the page background (WCAG 1.4.3 AA). */
const textPairs: [keyof BrandTheme, keyof BrandTheme][] = [
  ['colorOnPrimary', 'colorPrimary'],
  ['colorOnPrimary', 'colorPrimaryHover'],
  ['colorText', 'colorBackground'],
  ['colorText', 'colorSurface'],
];

describe('the brands and the seeded stores', () => {
  it('has one brand folder for every build key of the seed, and no other', () => {
    expect([...buildKeys].sort()).toEqual(seedStores.map((store) => store.buildKey).sort());
  });

  it('gives every brand its own host and store id', () => {
    const all = buildKeys.map(load);
    expect(new Set(all.map((brand) => brand.host)).size).toBe(all.length);
    expect(new Set(all.map((brand) => brand.storeId)).size).toBe(all.length);
  });
});

describe.each(seedStores.filter((store) => buildKeys.includes(store.buildKey)).map((store) => [store.buildKey, store] as const))('brand %s against its store', (key, store) => {
  const brand = load(key);

  it('agrees with the seed: store id, family, country, currency, time zone, languages (default first) and host', () => {
    expect({
      storeId: brand.storeId,
      family: brand.family,
      countryCode: brand.countryCode,
      currency: brand.currency,
      timeZone: brand.timeZone,
      languages: brand.languages,
      host: brand.host,
    }).toEqual({
      storeId: store.id,
      family: store.brandFamily,
      countryCode: store.countryCode,
      currency: store.currency,
      timeZone: store.timeZone,
      languages: store.languages.map(({ code, locale }) => ({ code, locale })),
      host: new URL(store.origin).host,
    });
    expect(brand.organizationStructuredData.url).toBe(`${store.origin}/`);
  });

  it('reaches WCAG AA contrast for text on primary and on the background', () => {
    for (const [fg, bg] of textPairs) expect({ fg, bg, ok: contrast(brand.theme[fg], brand.theme[bg]) >= 4.5 }).toEqual({ fg, bg, ok: true });
  });

  it('is paid to an account in the country’s format: a valid IBAN of its country, or a local account where there is no IBAN', () => {
    if (ibanLength[brand.countryCode]) {
      expect(brand.bankDetails?.iban.slice(0, 2)).toBe(brand.countryCode);
      expect(ibanValid(brand.bankDetails?.iban ?? '')).toBe(true);
    } else {
      expect(brand.bankDetails).toBeUndefined();
      expect(brand.localBankDetails?.routingNumber).toMatch(/\d/);
      expect(brand.localBankDetails?.accountNumber).toMatch(/\d/);
    }
    if (brand.countryCode === 'GB') expect(brand.bankDetails).toEqual(expect.objectContaining({ sortCode: expect.stringMatching(/^\d\d-\d\d-\d\d$/), accountNumber: expect.stringMatching(/^\d{8}$/) }));
    expect(brand.legalEntity?.name).toContain(brand.name);
    expect(brand.legalEntity?.companyNumber).toMatch(/\d/);
  });

  it('shows the payment logos of its country', () => {
    const ids = brand.paymentLogos.map((logo) => logo.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...(localPayments[brand.countryCode] ?? []), ...(brand.countryCode === 'BR' ? [] : ['visa', 'mastercard'])]));
  });

  it('has business logos for every locale, a promotion block and a featured block link', () => {
    expect(Object.keys(brand.businessLogos).sort()).toEqual(brand.languages.map((language) => language.locale).sort());
    for (const logos of Object.values(brand.businessLogos)) expect(logos.length).toBeGreaterThan(0);
    expect(brand.promotionBlock.link).toMatch(/^\/|^https:\/\//);
    for (const block of [brand.featuredBlock, brand.pdpFeaturedBlock]) {
      expect(block.link).toMatch(/^\/.*|^https:\/\/[a-z]+\.giftshop\.example\//);
      if (block.link.startsWith('https:')) expect(new URL(block.link).host).not.toBe(brand.host);
    }
  });

  it('links its blocks to pages its store serves: its own Choice card page or a route of its language', () => {
    const language = brand.languages[0]?.code ?? 'en';
    const table = { ...routeTable(language), ...(brand.choiceCardPath ? { choiceCard: brand.choiceCardPath } : {}) };
    for (const link of [brand.featuredBlock.link, brand.pdpFeaturedBlock.link, brand.promotionBlock.link].filter((href) => href.startsWith('/'))) {
      const match = matchRoute(withTrailingSlash(link.split('?')[0] ?? link), table);
      expect({ link, route: match?.id }).toEqual({ link, route: expect.stringMatching(/^(?!landing$|notFound$)/) });
    }
    if (brand.choiceCardPath) expect(brand.choiceCardPath).toMatch(/^\/([a-z0-9-]+\/)+$/);
  });

  it("links its blocks in each further language to the same page on that language's routes", () => {
    const languages = brand.languages.map((language) => language.code);
    const own = choiceCardRoutes(languages, brand.choiceCardPath);
    const tableOf = (language: string) => ({ ...routeTable(language), ...own[language] });
    for (const block of [brand.featuredBlock, brand.pdpFeaturedBlock, brand.promotionBlock]) {
      const route = block.link.startsWith('/') ? matchRoute(withTrailingSlash(block.link), tableOf(languages[0] ?? 'en')) : null;
      for (const { code } of brand.languages.slice(1)) {
        const expected = route ? fillPattern(tableOf(code)[route.id] ?? '', route.params) : undefined;
        expect({ link: block.link, language: code, path: block.links?.[code] }).toEqual({ link: block.link, language: code, path: expected });
      }
      expect(Object.keys(block.links ?? {}).filter((code) => !brand.languages.slice(1).some((language) => language.code === code))).toEqual([]);
    }
  });

  it('publishes a company in its country: postcode, phone and e-mail in the country’s format, opening hours', () => {
    const org = brand.organizationStructuredData;
    expect(org.address.addressCountry).toBe(brand.countryCode);
    expect(org.address.postalCode).toMatch(postcode[brand.countryCode]);
    expect(org.contactPoint.telephone).toMatch(new RegExp(`^\\+${callingCode[brand.countryCode]}[ \\d-]{6,}$`));
    expect(org.contactPoint.email).toMatch(new RegExp(`@${brand.host.replace(/\./g, '\\.')}$`));
    expect(brand.businessEmail).toMatch(new RegExp(`@${brand.host.replace(/\./g, '\\.')}$`));
    expect(org.openingHours.length).toBeGreaterThan(0);
    for (const hours of org.openingHours) expect(hours).toMatch(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/);
  });
});
