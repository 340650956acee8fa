import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { ApolloState, GatewayOptions, StoreSettings } from '@giftshop/shared-data-access';
import { setBrowserServices } from './lib/browser-services';
import { NonceProvider, readDocumentNonce } from './lib/csp-nonce';
import { AppProviders } from './providers';
import { readState, STATE_IDS } from './state-scripts';
import { makeStore, type RootState } from './store';

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

function hydrate() {
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

/**
 * The first number format and the first plural rules a page makes load the locale's data (about 70 and 20 ms in
 * Chromium at 4× CPU). Made here, each in a task of its own before hydration, they are ready for the prices and counts
 * the page hydrates instead of lengthening one of its tasks (docs/performance.md).
 */
const inTaskOfItsOwn = (work: () => void) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      try {
        work();
      } catch {
        // A locale or currency Intl does not know: the page's own formatting says so when it renders.
      }
      resolve();
    }, 0),
  );
void inTaskOfItsOwn(() => new Intl.NumberFormat(settings.locale, { style: 'currency', currency: settings.currency }).format(0))
  .then(() => inTaskOfItsOwn(() => new Intl.PluralRules(settings.language).select(1)))
  .then(hydrate);
