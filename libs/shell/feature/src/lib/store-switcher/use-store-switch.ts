import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LanguageForm_CountryFragment } from '@giftshop/shared-graphql';
import { useStore } from '@giftshop/shared-data-access';
import type { LanguageChoice } from '@giftshop/shell-ui';
import { hasRouteTable, loadRouteTables, useI18n } from '@giftshop/util-i18n';
import { storeSwitchTarget } from '../store-switch';
import { fullNavigation } from './full-navigation';

/**
 * Goes to the chosen store and language on the page that matches the current one: a client navigation within this
 * store, a full navigation to another store's site.
 */
export function useStoreSwitch(countries: readonly LanguageForm_CountryFragment[]) {
  const store = useStore();
  const { language } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return useCallback(
    async ({ country, language: target }: LanguageChoice) => {
      // A store of another language: its route table comes in a chunk of its own the first time.
      if (!hasRouteTable(target.languageCode)) await loadRouteTables();
      const current = countries.find((candidate) => candidate.storeID === store.storeId);
      const languages = current?.languagesCombinations.map((combination) => combination.languageCode) ?? [store.language];
      const { href, sameStore } = storeSwitchTarget(
        { storeId: store.storeId, language, languages, pathname },
        { storeId: country.storeID, url: country.url, language: target.languageCode, isDefault: target.isDefault },
      );
      if (sameStore) void navigate(href);
      else fullNavigation.assign(href);
    },
    [countries, store, language, pathname, navigate],
  );
}
