const FREE_FAILURES = 2;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/**
 * Milliseconds to wait before answering after `failures` consecutive failures (wrong PINs): none for the first two,
 * then 250 ms doubling each time up to 4 s.
 */
export function growingDelay(failures: number): number {
  if (!(failures > FREE_FAILURES)) return 0;
  const doublings = Math.min(Math.floor(failures) - FREE_FAILURES - 1, 4);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}
