/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { GatewayProvider, modalsSlice, StoreProvider } from '@giftshop/shared-data-access';
import { shellSlice } from '@giftshop/shell-data-access';
import { BrandProvider } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';
import { shellAnswer } from '../testing/mocks';
import { gcukBrand, ukStore } from '../testing/render-shell';
import { Shell } from './shell';
import { SiteFooter } from './footer/site-footer';
import { SiteMenuPanel } from './header/site-menu-panel';

/** The server render: the shell reads its loader's answer, without Apollo, and touches no browser API. */
function renderOnServer(storeNames?: object) {
  const router = createMemoryRouter([{ id: 'shell', path: '*', element: <Shell footer={SiteFooter} menuPanel={SiteMenuPanel}>page</Shell> }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { shell: { copyrightYear: 2031, shell: shellAnswer, storeNames } } },
  });
  const store = configureStore({ reducer: { shell: shellSlice.reducer, modals: modalsSlice.reducer } });
  return renderToString(
    <StoreProvider store={ukStore}>
      <GatewayProvider value={{ uri: 'http://gateway.test/graphql', store: ukStore, ssr: true }}>
        <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: gcukBrand.host }}>
          <BrandProvider brand={gcukBrand}>
            <Provider store={store}>
              <RouterProvider router={router} />
            </Provider>
          </BrandProvider>
        </I18nProvider>
      </GatewayProvider>
    </StoreProvider>,
  );
}

describe('Shell on the server', () => {
  it("renders header, menus and footer from the shell loader's answer without a browser or Apollo", () => {
    const html = renderOnServer();
    expect(html).toContain('id="main"');
    expect(html).toContain('href="/category/restaurants/"');
    expect(html).toContain('href="/delivery/"');
    expect(html).toContain('© Copyright 2031');
  });

  it("names the store in the footer from the loader's names when they are of the page's store and language", () => {
    const loaded = { countryCode: 'GB', language: 'en', countryName: 'Britain (loader)', languageName: 'English (loader)' };
    expect(renderOnServer(loaded)).toContain('Britain (loader) – English (loader)');
    // Names made for another language are not used: the footer makes its own.
    expect(renderOnServer({ ...loaded, language: 'nl' })).toContain('United Kingdom – English');
    expect(renderOnServer()).toContain('United Kingdom – English');
  });

  it('renders no basket badge, banner or modal: they belong to the browser', () => {
    const html = renderOnServer();
    expect(html).not.toContain('data-testid="count-badge"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('does not deliver');
  });
});
