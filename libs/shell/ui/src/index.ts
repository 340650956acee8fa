export { shellUiMessages, type ShellUiMessages } from './lib/messages';
export { NOT_DESKTOP, REDUCED_MOTION, useMediaQuery } from './lib/hooks/use-media-query';
export * from './lib/icons/icons';
export { SkipLink } from './lib/skip-link/skip-link';
export { TestModeNotice } from './lib/test-mode-notice/test-mode-notice';
export { TopBar, type TopBarProps } from './lib/top-bar/top-bar';
export { useRotator, type Rotation, type RotatorOptions } from './lib/top-bar/use-rotator';
export { Logo, type LogoImage, type LogoProps } from './lib/logo/logo';
export { HeaderBar, type HeaderBarProps, type HeaderVariant } from './lib/header-bar/header-bar';
export { RedeemHeader, type RedeemHeaderProps, type RedeemLanguageSwitch } from './lib/redeem-header/redeem-header';
export { MenuButton, type MenuButtonProps } from './lib/menu-button/menu-button';
export { HeaderIconLink, type HeaderIconLinkProps } from './lib/header-actions/header-icon-link';
export { CountBadge } from './lib/header-actions/count-badge';
export { SearchTrigger, type SearchTriggerProps } from './lib/search-trigger/search-trigger';
export { MenuPanel, MOBILE_CATEGORY_COUNT, type MenuPanelProps } from './lib/menu-panel/menu-panel';
export { MenuPanelCategoryFragment } from './lib/menu-panel/menu-panel.fragment';
export { MobileMenuLinks, type MobileMenuLinksProps } from './lib/mobile-menu-links/mobile-menu-links';
export { MobileMenuLinksBusinessMenuFragment } from './lib/mobile-menu-links/mobile-menu-links.fragment';
export { SearchPanel, type SearchPanelProps, type SearchHitData } from './lib/search/search-panel';
export { SearchResults, type SearchResultsProps } from './lib/search/search-results';
export { SearchSuggestions, type SearchSuggestionsProps } from './lib/search/search-suggestions';
export { SearchResultsPayloadFragment, SearchSuggestionsPopularFragment } from './lib/search/search.fragments';
export { FooterLayout, type FooterLayoutProps } from './lib/footer/footer-layout';
export { FooterNote } from './lib/footer/footer-note';
export { FooterColumns } from './lib/footer/footer-columns';
export { SocialLinks } from './lib/footer/social-links';
export { PaymentIcons, MOBILE_PAYMENT_ICONS } from './lib/footer/payment-icons';
export { TrustMarks, type FooterImage } from './lib/footer/trust-marks';
export { FooterLegal, type FooterLegalProps } from './lib/footer/footer-legal';
export { StoreSwitcherButton, type StoreSwitcherButtonProps } from './lib/footer/store-switcher-button';
export { FooterColumnsMenuFragment, PaymentIconsIconFragment } from './lib/footer/footer.fragments';
export { ScrollToTopButton, type ScrollToTopButtonProps } from './lib/scroll-to-top/scroll-to-top-button';
export { useScrolledPast } from './lib/scroll-to-top/use-scrolled-past';
export { PromoModal, type PromoModalProps } from './lib/promo-modal/promo-modal';
export { StoreSwitcherBanner, type StoreSwitcherBannerProps } from './lib/store-switcher-banner/store-switcher-banner';
export {
  LanguageForm,
  defaultLanguage,
  languageFormSchema,
  valuesForCountry,
  type LanguageChoice,
  type LanguageCombination,
  type LanguageFormProps,
  type LanguageFormValues,
} from './lib/language-form/language-form';
export { LanguageFormCountryFragment } from './lib/language-form/language-form.fragment';
export { countryName, languageName } from './lib/language-form/names';
export { PageMessage, type PageMessageProps } from './lib/page-views/page-message';
