import { openStoreSwitcher, useShellDispatch } from '@giftshop/shell-data-access';
import { RedeemHeader } from '@giftshop/shell-ui';
import { useBrand } from '@giftshop/util-brand';
import { useRoutes } from '@giftshop/util-i18n';
import { useStoreNames } from '../use-shell-data';
import { BrandLogo } from './brand-logo';

export interface RedeemSiteHeaderProps {
  /** The redeem shop offers the language switch; the other redeem pages do not (spec §2.5). */
  withLanguageSwitch: boolean;
  /** The checkout's reduced header (toggle checkoutV2Header): the same frame with a secure-checkout note, no delay warning. */
  checkout?: boolean;
}

/**
 * The header of the balance check and redeem pages (spec §2.5). The language switch opens the shell's store
 * switcher, and like the footer's it needs the brand's languageSwitcher toggle too.
 */
export function RedeemSiteHeader({ withLanguageSwitch, checkout = false }: RedeemSiteHeaderProps) {
  const brand = useBrand();
  const routes = useRoutes();
  const dispatch = useShellDispatch();
  const { languageName } = useStoreNames();
  const languageSwitch =
    withLanguageSwitch && brand.toggle('languageSwitcher') ? { currentLanguage: languageName, onOpen: () => dispatch(openStoreSwitcher()) } : null;
  return (
    <RedeemHeader
      logo={<BrandLogo />}
      supportHref={routes.path('helpdesk')}
      delayWarning={!checkout && brand.toggle('redeemDelayWarning')}
      secureCheckout={checkout}
      languageSwitch={languageSwitch}
    />
  );
}
