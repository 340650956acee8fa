/**
 * Resolves when the browser shows this page again from its back/forward cache. A submit handler that has sent the
 * browser to another page (a payment provider's) awaits it before it returns, so its form stays busy while the next
 * page loads, and a second click cannot place or pay a second time; back on this page, the form is free again.
 */
export function untilShownAgain(): Promise<void> {
  return new Promise((resolve) => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      window.removeEventListener('pageshow', shown);
      resolve();
    };
    window.addEventListener('pageshow', shown);
  });
}
