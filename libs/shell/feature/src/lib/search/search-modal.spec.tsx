import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSearch, SEARCH_MODAL } from '@giftshop/shell-data-access';
import { selectModalOpen } from '@giftshop/shared-data-access';
import { popularSearchMock, searchMock } from '../../testing/mocks';
import { makeTestStore, renderWithProviders } from '../../testing/render-shell';
import { SearchModal } from './search-modal';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const events = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => entry.event === 'search_input' || entry.event === 'search_box_click');

const mocks = [popularSearchMock, searchMock('spa', [['harbour-spa', 'Harbour Spa'], ['spa-day', 'Spa Day']]), searchMock('s', [['spa-day', 'Spa Day']]), searchMock('xyz', [])];

async function openModal(seed = '') {
  const store = makeTestStore();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const utils = renderWithProviders(<SearchModal />, { mocks, store });
  await act(async () => {
    store.dispatch(openSearch(seed));
    await jest.advanceTimersByTimeAsync(0);
  });
  return { ...utils, user, store, input: screen.getByRole('searchbox', { name: 'Search' }) };
}

const settle = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('SearchModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (window as DataLayerWindow).dataLayer = [];
  });
  afterEach(() => jest.useRealTimers());

  it('opens as a dialog with the input focused and the popular suggestions', async () => {
    const { input } = await openModal();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await settle(0);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'What are you looking for?');
    expect(screen.getByRole('link', { name: 'Spa' })).toHaveAttribute('href', '/category/spa-and-wellness/');
    expect(screen.getByRole('link', { name: /Harbour Spa/ })).toBeInTheDocument();
    expect(events()).toEqual([{ event: 'search_box_click' }]);
  });

  it('searches 200 ms after typing stops and counts the results', async () => {
    const { input, user } = await openModal();
    await user.type(input, 'spa');
    await settle(199);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await settle(1);
    await settle(0);
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(screen.getByRole('link', { name: 'Harbour Spa' })).toHaveAttribute('href', '/gift-cards/harbour-spa/');
    expect(screen.queryByRole('region', { name: 'Popular searches' })).not.toBeInTheDocument();
    expect(events()).toEqual([{ event: 'search_box_click' }, { event: 'search_input', search_term: 'spa' }]);
  });

  it('starts with the character typed into the header search box', async () => {
    const { input } = await openModal('s');
    expect(input).toHaveValue('s');
    await settle(200);
    await settle(0);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/);
  });

  it('says so when nothing matches', async () => {
    const { input, user } = await openModal();
    await user.type(input, 'xyz');
    await settle(200);
    await settle(0);
    expect(screen.getByRole('status')).toHaveTextContent('Oh no! No results found. Check the spelling or try a different search term.');
  });

  it('brings the suggestions back when the input is emptied', async () => {
    const { input, user } = await openModal();
    await user.type(input, 'spa');
    await settle(200);
    await settle(0);
    await user.clear(input);
    expect(screen.getByRole('region', { name: 'Popular searches' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes when a result is followed', async () => {
    const { input, user, store, router } = await openModal();
    await user.type(input, 'spa');
    await settle(200);
    await settle(0);
    const results = screen.getByRole('region', { name: 'Gift cards' });
    await user.click(within(results).getByRole('link', { name: 'Spa Day' }));
    await settle(0);
    expect(selectModalOpen(store.getState(), SEARCH_MODAL)).toBe(false);
    expect(router.state.location.pathname).toBe('/gift-cards/spa-day/');
    expect((window as DataLayerWindow).dataLayer).toContainEqual(expect.objectContaining({ event: 'select_item' }));
  });

  it('closes on Escape', async () => {
    const { user, store } = await openModal();
    await user.keyboard('{Escape}');
    expect(selectModalOpen(store.getState(), SEARCH_MODAL)).toBe(false);
  });
});
