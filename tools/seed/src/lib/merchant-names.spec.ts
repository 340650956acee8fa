import { countryOf, type NameGroup } from '../data/markets/countries';
import { kinds, patternsOf } from '../data/markets/names';
import { seedStores } from '../data/stores';
import { storeContent } from './seed';

/** Name groups whose stores show the shared English shop signs: the English-speaking countries and the UAE. */
const english: NameGroup[] = ['en', 'ar'];
/** English words of the shared signs that the other countries' shop signs use as they are. */
const loanwords = new Set(['Spa', 'Hotel', 'Bistro', 'Games', '& Co.']);

/** The fixed part of each shared sign and the end of a name it sits at: ' Toy Shop' ends one, 'Bistro ' starts one. */
const englishSigns = kinds
  .flatMap((kind) => patternsOf('en', kind))
  .map((pattern) => ({ text: pattern.replace(/\{[SP]\}/, ''), atEnd: /^\{[SP]\}/.test(pattern) }))
  .filter((sign) => !loanwords.has(sign.text.trim()));
const readsEnglish = (name: string) =>
  englishSigns.some((sign) => (sign.atEnd ? name.endsWith(sign.text) : name.startsWith(sign.text)));

const localStores = seedStores.filter(
  (s) => s.buildKey !== 'GCUK' && s.buildKey !== 'CB' && !english.includes(countryOf(s.countryCode).group),
);

describe('merchant names', () => {
  it('have signs in the store’s own language for every kind of shop outside the English-speaking stores', () => {
    const groups = [...new Set(localStores.map((s) => countryOf(s.countryCode).group))];
    const onShared = (group: NameGroup) => kinds.filter((kind) => patternsOf(group, kind) === patternsOf('en', kind));
    expect(groups.flatMap((group) => onShared(group).map((kind) => `${group} ${kind}`))).toEqual([]);
  });

  it.each(localStores.map((s) => [s.buildKey, s] as const))('in %s never read like English shop signs', (_, store) => {
    const names = storeContent(store).brands.map((b) => b.name);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter(readsEnglish)).toEqual([]);
  });
});
