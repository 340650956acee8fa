import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { selectMapStatus } from '@giftshop/locations-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { makeTestStore } from '../testing/make-store';
import { LocationsMap } from './locations-map';

const locations = [{ id: '12', name: 'Harbour Spa Brighton', lat: 50.8225, lon: -0.1372, path: '/gift-cards/harbour-spa/locations/brighton/' }];

function renderMap(store = makeTestStore()) {
  const view = render(
    <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.giftshop.example' }}>
      <Provider store={store}>
        <MemoryRouter>
          <LocationsMap locations={locations} />
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
  return { ...view, store };
}

/** jsdom has no fetch: the tile settings answer without a tile URL. */
const global = globalThis as { fetch?: unknown };
const noTiles = () => {
  global.fetch = jest.fn(async () => ({ json: async () => ({ url: null, attribution: '' }) }));
};

describe('LocationsMap', () => {
  afterEach(() => delete global.fetch);

  it('shows the notice instead of the map when no tile URL is configured', async () => {
    noTiles();
    const { store } = renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent('The map failed to load. All locations are in the list.');
    expect(selectMapStatus(store.getState())).toBe('failed');
  });

  it('starts waiting again once the finder is left', async () => {
    noTiles();
    const { store, unmount } = renderMap();
    await waitFor(() => expect(selectMapStatus(store.getState())).toBe('failed'));
    unmount();
    expect(selectMapStatus(store.getState())).toBe('waiting');
  });
});
