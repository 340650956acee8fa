/**
 * Records finished work in batches: `add(item)` resolves once `flush` has stored it. While one flush runs, items
 * that arrive wait and go together in the next one, so an idle queue writes each item at once and a busy one writes
 * many per statement (one round trip instead of one per item). A failed flush rejects every item in it.
 */
export function groupCommit<T>(flush: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let waiting: { item: T; done: () => void; fail: (error: unknown) => void }[] = [];
  let flushing = false;
  async function drain() {
    flushing = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        await flush(batch.map((entry) => entry.item));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.fail(error);
      }
    }
    flushing = false;
  }
  return (item) =>
    new Promise<void>((done, fail) => {
      waiting.push({ item, done, fail });
      if (!flushing) void drain();
    });
}
