/** The one session storage key of the redeem session's token (spec §4: held while the holder redeems). */
export const REDEEM_TOKEN_KEY = 'giftshop.redeemToken';

/** Session storage, or null where there is none (server rendering, storage blocked by the browser). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the token of a successful balance check for the redeem pages of this tab; null forgets it. */
export function storeRedeemToken(token: string | null): void {
  try {
    if (token) storage()?.setItem(REDEEM_TOKEN_KEY, token);
    else storage()?.removeItem(REDEEM_TOKEN_KEY);
  } catch {
    // A full or blocked storage only means the redeem flow asks for the card again.
  }
}

export function readRedeemToken(): string | null {
  try {
    return storage()?.getItem(REDEEM_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}
