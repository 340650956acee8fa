/** Every brand build (spec §1): its store, country, currency and languages. GCUK is the UK store, id 48. */
export interface SeedStore {
  id: number;
  buildKey: string;
  brandFamily: 'CB' | 'CK' | 'GCS' | 'GCUK';
  name: string;
  countryCode: string;
  currency: string;
  origin: string;
  timeZone: string;
  productPath: string;
  hasCatalogue: boolean;
  /** Stands in for its country in the switcher of families without a store there. */
  switcherFallback: boolean;
  languages: { code: string; locale: string; searchConfig: string }[];
}

const lang = (code: string, country: string, searchConfig: string) => ({ code, locale: `${code}-${country.toLowerCase()}`, searchConfig });
const en = (c: string) => lang('en', c, 'english');
const nl = (c: string) => lang('nl', c, 'dutch');
const de = (c: string) => lang('de', c, 'german');
const fr = (c: string) => lang('fr', c, 'french');
const es = (c: string) => lang('es', c, 'spanish');
const it = (c: string) => lang('it', c, 'italian');
const pt = (c: string) => lang('pt', c, 'portuguese');

type Row = [string, SeedStore['brandFamily'], string, string, string, string, SeedStore['languages']];

/** [build key, family, country, currency, time zone, product path, languages (default first)] */
const rows: Row[] = [
  ['CB', 'CB', 'NL', 'EUR', 'Europe/Amsterdam', 'cadeaubonnen', [nl('NL')]],
  ['CBAT', 'CB', 'AT', 'EUR', 'Europe/Vienna', 'gutscheine', [de('AT')]],
  ['CBAU', 'CB', 'AU', 'AUD', 'Australia/Sydney', 'gift-cards', [en('AU')]],
  ['CBBE', 'CB', 'BE', 'EUR', 'Europe/Brussels', 'cadeaubonnen', [nl('BE'), fr('BE')]],
  ['CBBR', 'CB', 'BR', 'BRL', 'America/Sao_Paulo', 'cartao-presente', [pt('BR')]],
  ['CBCA', 'CB', 'CA', 'CAD', 'America/Toronto', 'gift-cards', [en('CA'), fr('CA')]],
  ['CBCH', 'CB', 'CH', 'CHF', 'Europe/Zurich', 'gutscheine', [de('CH'), fr('CH')]],
  ['CBDE', 'CB', 'DE', 'EUR', 'Europe/Berlin', 'gutscheine', [de('DE')]],
  ['CBDK', 'CB', 'DK', 'DKK', 'Europe/Copenhagen', 'gavekort', [lang('da', 'DK', 'danish')]],
  ['CBES', 'CB', 'ES', 'EUR', 'Europe/Madrid', 'tarjetas-regalo', [es('ES')]],
  ['CBFR', 'CB', 'FR', 'EUR', 'Europe/Paris', 'cartes-cadeaux', [fr('FR')]],
  ['CBIE', 'CB', 'IE', 'EUR', 'Europe/Dublin', 'gift-cards', [en('IE')]],
  ['CBIT', 'CB', 'IT', 'EUR', 'Europe/Rome', 'carte-regalo', [it('IT')]],
  ['CBMX', 'CB', 'MX', 'MXN', 'America/Mexico_City', 'tarjetas-regalo', [es('MX')]],
  ['CBNO', 'CB', 'NO', 'NOK', 'Europe/Oslo', 'gavekort', [lang('nb', 'NO', 'norwegian')]],
  ['CBNZ', 'CB', 'NZ', 'NZD', 'Pacific/Auckland', 'gift-cards', [en('NZ')]],
  ['CBPL', 'CB', 'PL', 'PLN', 'Europe/Warsaw', 'karty-podarunkowe', [lang('pl', 'PL', 'simple')]],
  ['CBSE', 'CB', 'SE', 'SEK', 'Europe/Stockholm', 'presentkort', [lang('sv', 'SE', 'swedish')]],
  ['CBUS', 'CB', 'US', 'USD', 'America/New_York', 'gift-cards', [en('US')]],
  ['CK', 'CK', 'NL', 'EUR', 'Europe/Amsterdam', 'cadeaukaarten', [nl('NL')]],
  ['CKFR', 'CK', 'FR', 'EUR', 'Europe/Paris', 'cartes-cadeaux', [fr('FR')]],
  ['CKUK', 'CK', 'GB', 'GBP', 'Europe/London', 'gift-cards', [en('GB')]],
  ['GCSAE', 'GCS', 'AE', 'AED', 'Asia/Dubai', 'gift-cards', [en('AE')]],
  ['GCSAT', 'GCS', 'AT', 'EUR', 'Europe/Vienna', 'gutscheine', [de('AT')]],
  ['GCSBE', 'GCS', 'BE', 'EUR', 'Europe/Brussels', 'cadeaukaarten', [nl('BE'), fr('BE')]],
  ['GCSDE', 'GCS', 'DE', 'EUR', 'Europe/Berlin', 'gutscheine', [de('DE')]],
  ['GCSFR', 'GCS', 'FR', 'EUR', 'Europe/Paris', 'cartes-cadeaux', [fr('FR')]],
  ['GCSIE', 'GCS', 'IE', 'EUR', 'Europe/Dublin', 'gift-cards', [en('IE')]],
  ['GCSIT', 'GCS', 'IT', 'EUR', 'Europe/Rome', 'carte-regalo', [it('IT')]],
  ['GCSNL', 'GCS', 'NL', 'EUR', 'Europe/Amsterdam', 'cadeaukaarten', [nl('NL')]],
  ['GCSPT', 'GCS', 'PT', 'EUR', 'Europe/Lisbon', 'cartao-presente', [pt('PT')]],
  ['GCSUK', 'GCS', 'GB', 'GBP', 'Europe/London', 'gift-cards', [en('GB')]],
  ['GCUK', 'GCUK', 'GB', 'GBP', 'Europe/London', 'gift-cards', [en('GB')]],
];

const familyName: Record<SeedStore['brandFamily'], string> = {
  CB: 'CadeauBon',
  CK: 'CadeauKaart',
  GCS: 'GiftCardShop',
  GCUK: 'GiftCards UK',
};

/** Ids: GCUK is 48 (spec §1); the others are numbered in build-key order from 1, CB first. */
export const seedStores: SeedStore[] = rows.map(([buildKey, brandFamily, countryCode, currency, timeZone, productPath, languages], index) => ({
  id: buildKey === 'GCUK' ? 48 : index + 1,
  buildKey,
  brandFamily,
  name: brandFamily === 'GCUK' ? familyName.GCUK : `${familyName[brandFamily]} ${countryCode}`,
  countryCode,
  currency,
  origin: `https://${buildKey.toLowerCase()}.giftshop.example`,
  timeZone,
  productPath,
  hasCatalogue: true,
  // CadeauBon serves the most countries: its stores stand in where another family has none.
  switcherFallback: brandFamily === 'CB',
  languages,
}));
