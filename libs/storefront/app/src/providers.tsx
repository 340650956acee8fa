import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Provider } from 'react-redux';
import { StoreProvider, type GiftshopApolloClient, type StoreSettings } from '@giftshop/shared-data-access';
import { CaptchaOptionsProvider } from '@giftshop/shared-ui';
import { BrandProvider } from '@giftshop/util-brand';
import { brand } from './brand';
import type { AppStore } from './store';

export interface AppServices {
  apollo: GiftshopApolloClient;
  store: AppStore;
  settings: StoreSettings;
}

const captchaOptions = { hideBadge: brand.toggles.hideCaptchaBadge };

/** What every page renders inside, on the server and in the browser alike. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <StoreProvider store={services.settings}>
      <BrandProvider brand={brand}>
        <ApolloProvider client={services.apollo}>
          <Provider store={services.store}>
            <CaptchaOptionsProvider value={captchaOptions}>{children}</CaptchaOptionsProvider>
          </Provider>
        </ApolloProvider>
      </BrandProvider>
    </StoreProvider>
  );
}
