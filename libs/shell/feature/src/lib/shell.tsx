import type { ReactNode } from 'react';
import { SkipLink } from '@giftshop/shell-ui';
import { ErrorModal } from './error-modal';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ScrollToTop } from './scroll-to-top';
import { SearchModal } from './search/search-modal';
import { StoreSwitcherModal } from './store-switcher/store-switcher-modal';
import { VisitorCountryBanner } from './store-switcher/visitor-country-banner';
import { useCopyrightYear, useShellData } from './use-shell-data';
import styles from './shell.module.css';

/**
 * Every storefront page (spec §2.5): skip link, header, main content, footer, the scroll-to-top button and the
 * shell's modals and banner. Needs the app's StoreProvider, I18nProvider, BrandProvider, Apollo and Redux providers.
 */
export function Shell({ children }: { children?: ReactNode }) {
  const { store, categories } = useShellData();
  const year = useCopyrightYear();
  const countries = store?.countriesCombinations ?? [];
  return (
    <>
      <SkipLink />
      <SiteHeader categories={categories} businessMenu={store?.menus.businessMenu} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter store={store} year={year} />
      <ScrollToTop />
      <SearchModal />
      <StoreSwitcherModal countries={countries} />
      <VisitorCountryBanner countries={countries} />
      <ErrorModal />
    </>
  );
}
