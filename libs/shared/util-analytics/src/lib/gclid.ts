/** The ad click id (spec §2.3): read from the URL and kept locally for later conversion reporting. */
export const GCLID_STORAGE_KEY = 'gclid';
const GCLID = /^[A-Za-z0-9_-]{1,200}$/;

export function storeGclid(search: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): string | null {
  const value = new URLSearchParams(search).get('gclid');
  if (!value || !GCLID.test(value) || !storage) return null;
  try {
    storage.setItem(GCLID_STORAGE_KEY, JSON.stringify({ value, storedAt: Date.now() }));
  } catch {
    return null; // storage full or blocked: the click id is optional
  }
  return value;
}
