/** Full-page navigation to the payment provider's page; a seam so tests can see where the holder is sent. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};
