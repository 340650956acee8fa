import { Logo, shellUiMessages } from '@giftshop/shell-ui';
import { useBrand, type BrandImage } from '@giftshop/util-brand';
import { format, useMessages, useRoutes } from '@giftshop/util-i18n';

/** The scroll-to-top button moves focus here, whichever header the page has. */
export const LOGO_ID = 'site-logo';

/** The logo of the brand's header version, linking home. */
export function BrandLogo() {
  const brand = useBrand();
  const routes = useRoutes();
  const ui = useMessages(shellUiMessages);
  const logo = brand.headerLogo();
  const image = (source: BrandImage) => ({ src: brand.imageUrl(source), width: source.width, height: source.height });
  return <Logo id={LOGO_ID} href={routes.path('home')} label={format(ui.logoHome, { brand: brand.config.name })} desktop={image(logo.desktop)} mobile={image(logo.mobile)} />;
}
