import { useEffect, type ReactNode } from 'react';
import { Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { useStore } from '@giftshop/shared-data-access';
import { storeGclid } from '@giftshop/util-analytics';
import { themeCss } from '@giftshop/util-brand';
import { documentLanguage, I18nProvider } from '@giftshop/util-i18n';
import '@giftshop/shared-ui/global.css';
import { brand } from './brand';
import { NONCE_META_NAME, useNonce } from './lib/csp-nonce';
import { RouteStyles } from './lib/route-styles';
import { organizationJsonLd } from './lib/seo';
import { pageLanguage } from './settings';
import { SUBMIT_GUARD_SCRIPT } from './lib/submit-guard';
import { serializeState, StateScripts } from './state-scripts';

const theme = themeCss(brand.theme);
const organization = serializeState(organizationJsonLd());

/** The document: <head> from the matched page's meta, the brand theme, and the state handed to the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const settings = useStore();
  const nonce = useNonce();
  const { pathname } = useLocation();
  const i18n = { language: settings.language, locale: settings.locale, brandHost: settings.brandHost, prefixed: pageLanguage(pathname).prefixed };
  return (
    <html lang={documentLanguage(settings.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.theme.colorPrimary} />
        {nonce && <meta name={NONCE_META_NAME} content={nonce} />}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />
        <link rel="icon" href={`/brand/${brand.buildKey}/${brand.logos.v1.mobile.src}`} type="image/svg+xml" />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: theme }} />
        <Meta />
        <RouteStyles nonce={nonce} />
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: organization }} />
      </head>
      <body>
        <I18nProvider value={i18n}>{children}</I18nProvider>
        <ClientStart />
        <ScrollRestoration nonce={nonce} />
        <StateScripts nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Once in the browser: keeps the ad click id of the landing URL, and marks the document as hydrated. */
function ClientStart() {
  useEffect(() => {
    storeGclid(window.location.search);
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}
