/**
 * Postcode formats per country (spec §5 "Postcode patterns"). The spec lists the patterns without their countries;
 * each is assigned here to the countries the stores deliver to. Countries not listed get a loose pattern.
 */
const dutch = /^[1-9]\d{3} ?(?!sa|sd|ss)[a-z]{2}$/i;
const fourDigitsNotZero = /^[1-9]\d{3}$/;
const fourDigits = /^\d{4}$/;
/** UK style, plus GIR 0AA and British Forces Post Office numbers ("BFPO 123"). */
const british = /^([a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}|gir ?0aa|bfpo ?\d{1,4})$/i;
const german = /^(?!01000|99999)\d{5}$/;
const fiveDigits = /^\d{5}$/;
/** Eircode: a routing key (a letter and 2 digits, or Dublin 6W's "D6W") and a 4-character unique identifier. */
const irish = /^([a-z]\d{2}|d6w) ?[a-z\d]{4}$/i;
const polish = /^\d{2}-\d{3}$/;
const swedish = /^\d{3} ?\d{2}$/;
const canadian = /^[abceghj-nprstvxy]\d[abceghj-nprstv-z] ?\d[abceghj-nprstv-z]\d$/i;
const brazilian = /^\d{5}-?\d{3}$/;
const american = /^\d{5}(-\d{4})?$/;
const portuguese = /^\d{4}-\d{3}$/;

const patterns: Record<string, RegExp> = {
  NL: dutch,
  BE: fourDigitsNotZero,
  AT: fourDigitsNotZero,
  CH: fourDigitsNotZero,
  DK: fourDigitsNotZero,
  NO: fourDigits,
  LU: fourDigitsNotZero,
  AU: fourDigits,
  NZ: fourDigits,
  GB: british,
  DE: german,
  FR: fiveDigits,
  IT: fiveDigits,
  ES: fiveDigits,
  FI: fiveDigits,
  MX: fiveDigits,
  IE: irish,
  PL: polish,
  SE: swedish,
  CZ: swedish,
  SK: swedish,
  CA: canadian,
  BR: brazilian,
  US: american,
  PT: portuguese,
};

/** Countries without postcodes: the field is optional there. */
const withoutPostcode = new Set(['AE', 'HK', 'QA']);

const loose = /^[a-z\d][a-z\d -]{1,9}$/i;

export function postcodeRequired(countryCode: string): boolean {
  return !withoutPostcode.has(countryCode.toUpperCase());
}

/** True when the postcode has the country's format (surrounding spaces ignored). */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const pattern = patterns[countryCode.toUpperCase()] ?? loose;
  return pattern.test(postcode.trim());
}
