/** Splits rows for multi-row inserts that stay under PostgreSQL's parameter limit. */
export function chunks<T>(rows: T[], size = 200): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
