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
