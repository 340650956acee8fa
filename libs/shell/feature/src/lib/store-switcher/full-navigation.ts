/** Leaving for another store's site is a full page load; an object so tests can watch it. */
export const fullNavigation = {
  assign(href: string) {
    window.location.assign(href);
  },
};
