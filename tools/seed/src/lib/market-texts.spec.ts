import { fill, marketTexts } from '../data/markets/texts';
import { seedStores } from '../data/stores';

/** [path, value] of every string or list in the texts. */
const leaves = (value: unknown, path = ''): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, v]) => leaves(v, `${path}.${key}`))
    : [[path, value]];
const placeholders = (value: unknown) => new Set(JSON.stringify(value).match(/\{\w+\}/g) ?? []);

describe('the texts of the generated stores', () => {
  const english = new Map(leaves(marketTexts('en')));
  const languages = [...new Set(seedStores.flatMap((s) => s.languages.map((l) => l.code)))];

  it.each(languages)('%s uses only the placeholders the English texts fill', (language) => {
    const texts = marketTexts(language);
    expect([language, 'en']).toContain(texts.language);
    for (const [path, value] of leaves(texts)) {
      expect(english.has(path)).toBe(true);
      const known = placeholders(english.get(path));
      expect({ path, unknown: [...placeholders(value)].filter((p) => !known.has(p)) }).toEqual({ path, unknown: [] });
    }
  });

  it('fills placeholders and refuses a text whose placeholder has no value', () => {
    expect(fill('{name}: thank you, {name}', { name: 'Acme' })).toBe('Acme: thank you, Acme');
    expect(() => fill('Visit {nom}', { name: 'Acme' })).toThrow(/\{nom\}/);
  });
});
