/** Where the transaction ids whose `purchase` was pushed in this tab are kept (sessionStorage). */
export const SENT_TRANSACTIONS_KEY = 'ga4PurchasesSent';
/** Ids remembered: enough for every order one tab places, without growing forever. */
const KEEP = 50;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sentIds(storage: SessionStore): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SENT_TRANSACTIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Claims a transaction for its one `purchase` event: true the first time, false when this tab sent it before (a
 * reload or a return to the confirmation page). Without usable storage every call is true: a page view cannot
 * be told from a reload then, and the event is sent rather than lost.
 */
export function claimTransaction(id: string, storage: SessionStore | undefined = globalThis.sessionStorage): boolean {
  if (!storage) return true;
  const ids = sentIds(storage);
  if (ids.includes(id)) return false;
  try {
    storage.setItem(SENT_TRANSACTIONS_KEY, JSON.stringify([...ids, id].slice(-KEEP)));
  } catch {
    // storage full or blocked: the event still goes once for this page view
  }
  return true;
}
