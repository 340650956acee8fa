/** The store switcher banner stays closed for two days after the visitor closes it (spec §9). */
export const BANNER_DISMISSAL_MS = 2 * 24 * 60 * 60 * 1000;

const KEY = 'giftshop.storeSwitcherBanner.dismissedUntil';

export const bannerDismissalUntil = (now: number) => now + BANNER_DISMISSAL_MS;

export function saveBannerDismissal(storage: Storage, until: number): void {
  try {
    storage.setItem(KEY, String(until));
  } catch {
    // Private modes may refuse storage: the banner then only stays closed for this page's life.
  }
}

/** The stored end of a dismissal, or null when none is stored or it cannot be read. */
export function readBannerDismissal(storage: Storage): number | null {
  try {
    const value = Number(storage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
