// Apart from amount.ts, so that forms parsing amounts do not load the validation library with the page.

/** Parses what a shopper typed as a whole number of currency units ("25" → 2500); null when it is not one. */
export function parseWholeUnits(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed) * 100;
}
