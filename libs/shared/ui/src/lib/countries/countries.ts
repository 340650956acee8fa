import type { SelectOption } from '../select/select-option';

/** Countries a billing address may be in, with their calling codes (ITU-T E.164). */
export const BILLING_COUNTRIES: Readonly<Record<string, string>> = {
  GB: '+44',
  IE: '+353',
  NL: '+31',
  BE: '+32',
  LU: '+352',
  DE: '+49',
  AT: '+43',
  CH: '+41',
  FR: '+33',
  ES: '+34',
  PT: '+351',
  IT: '+39',
  DK: '+45',
  NO: '+47',
  SE: '+46',
  FI: '+358',
  PL: '+48',
  US: '+1',
  CA: '+1',
  AU: '+61',
  NZ: '+64',
};

const names = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' });

/** Countries by name in the page's language, the store's country first. */
export function countryOptions(locale: string, storeCountry: string): SelectOption[] {
  const display = names(locale);
  const options = Object.keys(BILLING_COUNTRIES).map((code) => ({ id: code, label: display.of(code) ?? code }));
  return storeFirst(options, storeCountry, locale);
}

/** Calling codes as "United Kingdom (+44)"; one option per code, named after the first country using it. */
export function callingCodeOptions(locale: string, storeCountry: string): SelectOption[] {
  const display = names(locale);
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const [country, code] of Object.entries(BILLING_COUNTRIES)) {
    if (seen.has(code)) continue;
    seen.add(code);
    options.push({ id: code, label: `${display.of(country) ?? country} (${code})` });
  }
  const first = BILLING_COUNTRIES[storeCountry];
  return storeFirst(options, first ?? '', locale);
}

function storeFirst(options: SelectOption[], firstId: string, locale: string): SelectOption[] {
  const sorted = [...options].sort((a, b) => a.label.localeCompare(b.label, locale));
  const first = sorted.find((option) => option.id === firstId);
  return first ? [first, ...sorted.filter((option) => option !== first)] : sorted;
}
