/** Delay before retry number `attempts` (1-based): 30 s doubling each time, at most one hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000, maxMs = 3_600_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
