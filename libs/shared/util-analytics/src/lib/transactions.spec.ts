import { claimTransaction, SENT_TRANSACTIONS_KEY } from './transactions';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('claimTransaction', () => {
  it('claims a transaction once: a reload of the confirmation does not count the order again', () => {
    const storage = memoryStorage();
    expect(claimTransaction('GCUK-100001', storage)).toBe(true);
    expect(claimTransaction('GCUK-100001', storage)).toBe(false);
    expect(claimTransaction('GCUK-100002', storage)).toBe(true);
    expect(JSON.parse(storage.data.get(SENT_TRANSACTIONS_KEY) ?? '')).toEqual(['GCUK-100001', 'GCUK-100002']);
  });

  it('keeps the last 50 ids and reads past a damaged entry', () => {
    const storage = memoryStorage({ [SENT_TRANSACTIONS_KEY]: '{not json' });
    for (let i = 0; i < 60; i++) claimTransaction(`T-${i}`, storage);
    const kept = JSON.parse(storage.data.get(SENT_TRANSACTIONS_KEY) ?? '') as string[];
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('T-10');
    expect(claimTransaction('T-59', storage)).toBe(false);
  });

  it('sends rather than loses the event when storage is missing or refuses writes', () => {
    expect(claimTransaction('GCUK-1', undefined)).toBe(true);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimTransaction('GCUK-1', full)).toBe(true);
  });
});
