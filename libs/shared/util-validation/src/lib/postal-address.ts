import addressFormatter from '@fragaria/address-formatter';

/** An address as the shop stores it (billing, delivery, address book). */
export interface PostalAddressParts {
  countryCode: string;
  companyName?: string | null;
  name?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  suffix?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  postCode?: string | null;
  city?: string | null;
  administrativeArea?: string | null;
}

const given = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * The lines of a postal address in its country's order (`3 Queen Street`, `Cardiff`, `CF10 1AA` in the UK;
 * `Damrak 1`, `1012 LG Amsterdam` in the Netherlands), from OpenCage's address templates. The country itself is left
 * out: add its name where the address may leave the store's country.
 */
export function postalAddressLines(address: PostalAddressParts): string[] {
  const houseNumber = given([address.houseNumber, address.suffix].filter(Boolean).join(''));
  const formatted = addressFormatter.format(
    {
      road: given(address.street),
      houseNumber,
      postcode: given(address.postCode),
      city: given(address.city),
      state: given(address.administrativeArea),
      countryCode: address.countryCode.toUpperCase(),
    },
    { output: 'array', appendCountry: false, abbreviate: false },
  );
  const head = [given(address.companyName), given(address.name), given(address.addressLine1)];
  const lines = [...head, ...formatted.map((line) => line.trim()), given(address.addressLine2)];
  return lines.filter((line): line is string => Boolean(line));
}

/** The address on one line, its lines joined by commas (e-mails, lists). */
export const postalAddressLine = (address: PostalAddressParts) => postalAddressLines(address).join(', ');
