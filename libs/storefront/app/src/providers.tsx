import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ApolloSourceProvider, GatewayProvider, StoreProvider, type ApolloSource, type GatewayOptions, type StoreSettings } from '@giftshop/shared-data-access';
import { CaptchaOptionsProvider } from '@giftshop/shared-ui';
import { BrandProvider } from '@giftshop/util-brand';
import { brand } from './brand';
import type { AppStore } from './store';

/**
 * What every page renders with. Apollo Client is not among them: `apollo` says where the parts that use it get their
 * client (`ApolloGate`), so pages that only read their loaders' answers never load it.
 */
export interface AppServices {
  apollo: ApolloSource;
  gateway: GatewayOptions;
  store: AppStore;
  settings: StoreSettings;
}

const captchaOptions = { hideBadge: brand.toggles.hideCaptchaBadge };

/** What every page renders inside, on the server and in the browser alike. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <StoreProvider store={services.settings}>
      <BrandProvider brand={brand}>
        <GatewayProvider value={services.gateway}>
          <ApolloSourceProvider value={services.apollo}>
            <Provider store={services.store}>
              <CaptchaOptionsProvider value={captchaOptions}>{children}</CaptchaOptionsProvider>
            </Provider>
          </ApolloSourceProvider>
        </GatewayProvider>
      </BrandProvider>
    </StoreProvider>
  );
}
