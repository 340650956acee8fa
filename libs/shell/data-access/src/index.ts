export {
  shellSlice,
  shellReducers,
  initialShellState,
  menuOpened,
  menuClosed,
  searchOpened,
  ipCountryDetected,
  bannerDismissed,
  selectMenuOpen,
  selectSearchSeed,
  selectIpCountryKnown,
  selectBannerCountry,
  type ShellState,
  type ShellSliceState,
} from './lib/shell.slice';
export {
  SEARCH_MODAL,
  STORE_SWITCHER_MODAL,
  openSearch,
  closeSearch,
  openStoreSwitcher,
  closeBanner,
  detectVisitorCountry,
  type ShellRootState,
} from './lib/shell.thunks';
export { BANNER_DISMISSAL_MS, readBannerDismissal, saveBannerDismissal } from './lib/banner-dismissal';
export { fetchIpCountry } from './lib/ip-country';
export { useShellDispatch, useShellSelector, type ShellDispatch } from './lib/hooks';
