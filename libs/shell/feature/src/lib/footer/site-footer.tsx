import type { ReactNode } from 'react';
import { openStoreSwitcher, useShellDispatch } from '@giftshop/shell-data-access';
import {
  FooterColumns,
  FooterLayout,
  FooterLegal,
  FooterNote,
  PaymentIcons,
  SocialLinks,
  StoreSwitcherButton,
  TrustMarks,
} from '@giftshop/shell-ui';
import { useBrand, type BrandImage } from '@giftshop/util-brand';
import { useI18n, useRoutes } from '@giftshop/util-i18n';
import { useStoreNames, type ShellStore } from '../use-shell-data';
import { footerPaymentIcons } from './payment-logos';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  store: ShellStore | null;
  year: number;
  /** The newsletter sign-up, placed by the app (the account domain builds it). */
  newsletter?: ReactNode;
}

/** The page footer (spec §2.5): same-day note, menu sections, social links, marks, legal links and copyright. */
export function SiteFooter({ store, year, newsletter }: SiteFooterProps) {
  const brand = useBrand();
  const routes = useRoutes();
  const { language } = useI18n();
  const dispatch = useShellDispatch();
  const names = useStoreNames();
  const image = (source: BrandImage) => ({ src: brand.imageUrl(source), width: source.width, height: source.height, alt: source.alt });
  const footerLogo = brand.config.footerLogo;
  // With logosFromContent the content backend's logo replaces the brand file's, at the same size.
  const logoSrc = brand.toggle('logosFromContent') && store ? store.footerLogo.url : brand.imageUrl(footerLogo);

  return (
    <FooterLayout
      note={<FooterNote icon={image(brand.config.footerClockIcon)} />}
      columns={store && <FooterColumns menu={store.menus.footerMenu} />}
      aside={
        <>
          {newsletter && <div className={styles.newsletter}>{newsletter}</div>}
          <SocialLinks links={brand.visibleSocialLinks()} />
          {brand.toggle('languageSwitcher') && (
            <StoreSwitcherButton
              countryName={names.countryName}
              languageName={names.languageName}
              onOpen={() => dispatch(openStoreSwitcher())}
            />
          )}
        </>
      }
      marks={
        <>
          <PaymentIcons icons={footerPaymentIcons(brand.config.paymentLogos, store?.paymentIcons ?? [], brand.imageUrl)} />
          <TrustMarks marks={brand.trustMarks('general', language).map(image)} />
          {brand.toggle('footerLogos') && (
            <img className={styles.logo} src={logoSrc} width={footerLogo.width} height={footerLogo.height} alt={footerLogo.alt} loading="lazy" />
          )}
        </>
      }
      legal={
        <FooterLegal
          termsHref={routes.path('generalTerms')}
          privacyHref={routes.path('privacy')}
          cookiesHref={brand.toggle('cookiesLink') ? routes.path('cookieStatement') : null}
          year={year}
          marks={<TrustMarks marks={brand.trustMarks('bottomBar', language).map(image)} />}
        />
      }
    />
  );
}
