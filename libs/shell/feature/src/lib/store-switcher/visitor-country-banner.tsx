import { useEffect } from 'react';
import { useStore } from '@giftshop/shared-data-access';
import type { LanguageForm_CountryFragment } from '@giftshop/shared-graphql';
import {
  closeBanner,
  detectVisitorCountry,
  openStoreSwitcher,
  selectBannerCountry,
  selectIpCountryKnown,
  useShellDispatch,
  useShellSelector,
} from '@giftshop/shell-data-access';
import { countryName, defaultLanguage, StoreSwitcherBanner } from '@giftshop/shell-ui';
import { useI18n } from '@giftshop/util-i18n';
import { useStoreSwitch } from './use-store-switch';

/**
 * The store switcher banner (spec §2.6, §4). In the browser only: unless it was closed less than two days ago, asks
 * `/ip` for the visitor's country and offers that country's store when it is not this store's country.
 */
export function VisitorCountryBanner({ countries }: { countries: readonly LanguageForm_CountryFragment[] }) {
  const store = useStore();
  const { language } = useI18n();
  const dispatch = useShellDispatch();
  const switchStore = useStoreSwitch(countries);
  const country = useShellSelector((state) => selectBannerCountry(state, store.countryCode, Date.now()));
  const known = useShellSelector(selectIpCountryKnown);

  useEffect(() => {
    if (known) return;
    // Asked from a task of its own, not in the effects that end hydration.
    const timer = setTimeout(() => void dispatch(detectVisitorCountry()), 0);
    return () => clearTimeout(timer);
  }, [known, dispatch]);

  if (!country) return null;
  const local = countries.find((candidate) => candidate.country === country);
  const localLanguage = defaultLanguage(local);

  return (
    <StoreSwitcherBanner
      countryCode={country}
      countryName={countryName(country, language)}
      onContinue={() => (local && localLanguage ? switchStore({ country: local, language: localLanguage }) : dispatch(openStoreSwitcher()))}
      onClose={() => dispatch(closeBanner())}
    />
  );
}
