import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { SEARCH_MODAL, STORE_SWITCHER_MODAL } from '@giftshop/shell-data-access';
import { SkipLink, TestModeNotice } from '@giftshop/shell-ui';
import { MountWhenOpened } from './lazy-modal';
import { PromoPopup } from './promo/promo-popup';
import { ErrorModal } from './error-modal';
import type { SiteFooterProps } from './footer/site-footer';
import { useHeaderKind } from './header/header-kind';
import { RedeemSiteHeader } from './header/redeem-site-header';
import { SiteHeader, type AccountAction } from './header/site-header';
import type { SiteMenuPanelProps } from './header/site-menu-panel';
import { ScrollToTop } from './scroll-to-top';
import { VisitorCountryBanner } from './store-switcher/visitor-country-banner';
import { useCopyrightYear, useShellData } from './use-shell-data';
import styles from './shell.module.css';

const SearchModal = lazy(() => import('./search/search-modal').then((m) => ({ default: m.SearchModal })));
const StoreSwitcherModal = lazy(() => import('./store-switcher/store-switcher-modal').then((m) => ({ default: m.StoreSwitcherModal })));

/**
 * Every storefront page (spec §2.5): skip link, the test-mode notice while the store's payments are in test mode,
 * header (the redeem header on the balance check and redeem pages), main content, footer, the scroll-to-top button and the shell's modals and banner. `accountAction` lets the app put
 * the account domain's dropdown in place of the header's account link; `footer` is `SiteFooter` and `menuPanel` is
 * `SiteMenuPanel`, or the app's wrappers of them that hydrate them after the page. Needs the app's StoreProvider, I18nProvider, BrandProvider, Apollo and Redux providers.
 *
 * The header and the page inside `<main>` are Suspense boundaries of their own, so the browser hydrates and commits
 * each in tasks of its own rather than the whole document at once (docs/performance.md). A boundary shows its empty
 * fallback when something inside it suspends outside a transition, so every lazily loaded part of a page brings its
 * own boundary (`lazyDialog`, `MountWhenOpened`, `hydrateLater`) or renders only in navigations, which React Router
 * runs as transitions (the product route's list page); the `<main>` landmark stays either way.
 */
export interface ShellProps {
  children?: ReactNode;
  accountAction?: AccountAction;
  newsletter?: ReactNode;
  footer: ComponentType<SiteFooterProps>;
  /** `SiteMenuPanel`, or the app's wrapper of it that hydrates it after the page. */
  menuPanel: ComponentType<SiteMenuPanelProps>;
}

export function Shell({ children, accountAction, newsletter, footer: Footer, menuPanel }: ShellProps) {
  const { store, categories } = useShellData();
  const year = useCopyrightYear();
  const countries = store?.countriesCombinations ?? [];
  const header = useHeaderKind();
  return (
    <>
      <SkipLink />
      {store?.paymentTestMode ? <TestModeNotice /> : null}
      <Suspense>
        {header === 'shop' ? (
          <SiteHeader categories={categories} businessMenu={store?.menus.businessMenu} accountAction={accountAction} menuPanel={menuPanel} />
        ) : (
          <RedeemSiteHeader withLanguageSwitch={header === 'redeemShop'} checkout={header === 'checkout'} />
        )}
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense>{children}</Suspense>
      </main>
      <Footer store={store} year={year} newsletter={header === 'shop' ? newsletter : null} />
      <ScrollToTop />
      <MountWhenOpened id={SEARCH_MODAL}>
        <SearchModal />
      </MountWhenOpened>
      <MountWhenOpened id={STORE_SWITCHER_MODAL}>
        <StoreSwitcherModal countries={countries} />
      </MountWhenOpened>
      <VisitorCountryBanner countries={countries} />
      <PromoPopup />
      <ErrorModal />
    </>
  );
}
