import { isGclid } from '@giftshop/util-validation';

/** The ad click id (spec §2.3): read from the URL and kept locally for later conversion reporting. */
export const GCLID_STORAGE_KEY = 'gclid';

export function storeGclid(search: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): string | null {
  const value = new URLSearchParams(search).get('gclid');
  if (!value || !isGclid(value) || !storage) return null;
  try {
    storage.setItem(GCLID_STORAGE_KEY, JSON.stringify({ value, storedAt: Date.now() }));
  } catch {
    return null; // storage full or blocked: the click id is optional
  }
  return value;
}

/** Stored click ids older than this are not sent (Google Ads accepts conversions up to 90 days after the click). */
export const GCLID_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** The stored ad click id, or null when none, malformed or expired. */
export function readGclid(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  now = Date.now(),
): string | null {
  if (!storage) return null;
  try {
    const parsed = JSON.parse(storage.getItem(GCLID_STORAGE_KEY) ?? 'null') as { value?: unknown; storedAt?: unknown } | null;
    if (!parsed || !isGclid(parsed.value)) return null;
    if (typeof parsed.storedAt !== 'number' || now - parsed.storedAt > GCLID_MAX_AGE_MS) return null;
    return parsed.value;
  } catch {
    return null;
  }
}
