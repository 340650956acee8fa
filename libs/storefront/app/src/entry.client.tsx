import { startTransition, StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import type { ApolloState, GatewayOptions, StoreSettings } from '@giftshop/shared-data-access';
import { adoptMoneyPatterns } from '@giftshop/util-money';
import { setBrowserServices } from './lib/browser-services';
import { NonceProvider, readDocumentNonce } from './lib/csp-nonce';
import { AppProviders } from './providers';
import { readState, STATE_IDS } from './state-scripts';
import { makeStore, type RootState } from './store';

/**
 * Starts the page in a task after the one that evaluates its modules: the Redux store and the state's JSON lengthened
 * that task (docs/performance.md).
 */
async function start() {
  const settings = readState<StoreSettings>(STATE_IDS.settings) as StoreSettings;
  const gateway: GatewayOptions = { uri: '/graphql', store: settings, ssr: false, pathname: () => window.location.pathname };
  const services = {
    settings,
    gateway,
    // Apollo Client is made from these when a part first needs it, with the cache a private page's render handed over.
    apollo: { options: () => ({ ...gateway, state: readState<ApolloState>(STATE_IDS.apollo) }) },
    store: makeStore(readState<RootState>(STATE_IDS.redux)),
  };
  setBrowserServices(services);
  // Prices are written with the server's patterns of the store's locale and currency, not with a new Intl formatter.
  adoptMoneyPatterns(settings.moneyPatterns ?? []);
  // The first plural rules a page makes load the locale's data (about 20 ms in Chromium at 4× CPU): made in a task of
  // their own, they are ready for the counts the page hydrates instead of lengthening one of its tasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    new Intl.PluralRules(settings.language).select(1);
  } catch {
    // A language Intl does not know: the page's own formatting says so when it renders.
  }
  // React DOM's client module (its evaluation is a long task of its own at 4× CPU) runs here, not with the page's modules.
  const { hydrateRoot } = await import('react-dom/client');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders services={services}>
          <NonceProvider nonce={readDocumentNonce()}>
            <HydratedRouter />
          </NonceProvider>
        </AppProviders>
      </StrictMode>,
    );
  });
}

setTimeout(() => void start(), 0);
