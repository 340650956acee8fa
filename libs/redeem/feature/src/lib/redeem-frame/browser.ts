/** Full-page navigation to the payment provider's page; a seam so tests can see where the holder is sent. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  /** Changes the address of the current history entry without a navigation (what the back button returns to). */
  replaceUrl: (url: string) => window.history.replaceState(window.history.state, '', url),
  reload: () => window.location.reload(),
};
