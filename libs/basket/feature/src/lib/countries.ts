import type { SelectOption } from '@giftshop/shared-ui';

/** Countries physical cards are posted to from the UK store's warehouse. */
const POSTAL_COUNTRIES = ['GB', 'IE', 'NL', 'BE', 'DE', 'FR'];

/** The store's own country first, the others by name in the page's language. */
export function deliveryCountries(storeCountry: string, locale: string): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const option = (id: string) => ({ id, label: names.of(id) ?? id });
  const others = POSTAL_COUNTRIES.filter((id) => id !== storeCountry)
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [option(storeCountry), ...others];
}
