import { untilShownAgain } from './until-shown-again';

/** Full-page navigation; a seam so tests can see where the browser is sent. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  /** Changes the address of the current history entry without a navigation (what the back button returns to). */
  replaceUrl: (url: string) => window.history.replaceState(window.history.state, '', url),
  reload: () => window.location.reload(),
};

/** The payment of a placed order that is not paid yet (the retry page, where a cancelled payment returns too). */
export const unpaidOrderPath = (orderPath: string, orderUuid: string) => `${orderPath}?${new URLSearchParams({ order: orderUuid, error: 'OPEN' })}`;

/**
 * Sends the browser to a payment provider's page and resolves when this page is shown again from the back/forward
 * cache, so the submit handler that awaits it keeps its form busy while the provider's page loads (a second click
 * would start a second payment). `backTo`, for a form whose submit placed an order: the address of this history
 * entry becomes that order's page first, so the back button on the provider's page leads to the order, not to a form
 * that would place it again; shown again from the cache, this page then loads that address.
 */
export async function goToPayment(redirectUrl: string, backTo?: string): Promise<void> {
  if (backTo) browser.replaceUrl(backTo);
  browser.assign(redirectUrl);
  await untilShownAgain();
  if (backTo) browser.reload();
}
