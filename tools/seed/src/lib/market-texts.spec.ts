import { marketContent } from '../data/markets';
import { fill, marketTexts, storeLocale } from '../data/markets/texts';
import { ptPT } from '../data/markets/texts/pt-PT';
import { seedStores } from '../data/stores';
import { variationTitles } from './insert-catalogue';

/** [path, value] of every string or list in the texts. */
const leaves = (value: unknown, path = ''): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, v]) => leaves(v, `${path}.${key}`))
    : [[path, value]];
const placeholders = (value: unknown) => new Set(JSON.stringify(value).match(/\{\w+\}/g) ?? []);

const storeOf = (buildKey: string) => {
  const store = seedStores.find((s) => s.buildKey === buildKey);
  if (!store) throw new Error(`no store ${buildKey}`);
  return store;
};

describe('the texts of the generated stores', () => {
  const english = new Map(leaves(marketTexts('en')));
  /** What a store language's texts are chosen by: its language, or its locale where it has its own (pt-pt). */
  const textsKey = ({ code, locale }: { code: string; locale: string }) =>
    marketTexts(locale) === marketTexts(code) ? code : locale;
  const locales = [...new Set(seedStores.flatMap((s) => s.languages.map(textsKey)))];

  it.each(locales)('%s uses only the placeholders the English texts fill', (locale) => {
    const texts = marketTexts(locale);
    expect([locale.slice(0, 2), 'en']).toContain(texts.language);
    for (const [path, value] of leaves(texts)) {
      expect(english.has(path)).toBe(true);
      const known = placeholders(english.get(path));
      expect({ path, unknown: [...placeholders(value)].filter((p) => !known.has(p)) }).toEqual({ path, unknown: [] });
    }
  });

  const translated = locales.filter((locale) => marketTexts(locale).language !== 'en');

  it.each(translated)('%s names the donations’ charities in its own language, not by their English names', (locale) => {
    const { house } = marketTexts(locale);
    for (const charity of ['greenCorridors', 'warmMeals'] as const) {
      const englishName = marketTexts('en').house[charity].name;
      expect({ charity, name: house[charity].name }).not.toEqual({ charity, name: englishName });
      const { about, title, description } = house[charity];
      const saying = [about, title, description].filter((text) => text.includes(englishName));
      expect({ charity, saying }).toEqual({ charity, saying: [] });
    }
  });

  it('fills placeholders and refuses a text whose placeholder has no value', () => {
    expect(fill('{name}: thank you, {name}', { name: 'Acme' })).toBe('Acme: thank you, Acme');
    expect(() => fill('Visit {nom}', { name: 'Acme' })).toThrow(/\{nom\}/);
  });
});

describe('the European Portuguese texts', () => {
  const gcspt = storeOf('GCSPT');
  const brazilian = new Map(leaves(marketTexts('pt')));
  const overrides = leaves(ptPT);

  it('override only texts the Brazilian ones have, each with other words', () => {
    expect(overrides.length).toBeGreaterThan(100);
    for (const [path, value] of overrides) {
      expect({ path, inPt: brazilian.has(path) }).toEqual({ path, inPt: true });
      expect({ path, value }).not.toEqual({ path, value: brazilian.get(path) });
    }
  });

  it('are what GCSPT, whose Portuguese is pt-pt, gets for every text they override; CBBR keeps the Brazilian', () => {
    expect(storeLocale(gcspt, 'pt')).toBe('pt-pt');
    const texts = new Map(leaves(marketTexts(storeLocale(gcspt, 'pt'))));
    for (const [path, value] of overrides) expect({ path, value: texts.get(path) }).toEqual({ path, value });
    expect(marketTexts(storeLocale(storeOf('CBBR'), 'pt'))).toBe(marketTexts('pt'));
    expect(variationTitles('pt', storeLocale(gcspt, 'pt')).PHYSICAL).toBe('Por correio');
  });

  it('reach GCSPT’s seeded content, which never says cartão-presente', () => {
    const content = marketContent(gcspt);
    expect(content.categories.find((c) => c.slug === 'desporto-e-ar-livre')?.title).toBe('Desporto e ar livre');
    expect(content.pages.find((p) => p.translationKey === 'contact')?.title).toBe('Contacte-nos');
    expect(JSON.stringify(content)).not.toMatch(/cart(ão|ões)-presente/i);
  });
});
