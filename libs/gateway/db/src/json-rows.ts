import { getTableColumns, type Column, type Table } from 'drizzle-orm';

type Mapping = [key: string, name: string, column: Column][];
const mappings = new WeakMap<Table, Mapping>();

function mappingOf(table: Table): Mapping {
  let mapping = mappings.get(table);
  if (!mapping) {
    mapping = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, column]);
    mappings.set(table, mapping);
  }
  return mapping;
}

/**
 * A row of `table` from its `to_jsonb(row)` form (database column names), as drizzle's own select answers it:
 * property names of the schema and values through each column's decoder (timestamps become Dates). Lets one
 * statement load a tree of rows with json aggregation. Null stays null.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown> | null): T['$inferSelect'] | null {
  if (json === null) return null;
  const row: Record<string, unknown> = {};
  for (const [key, name, column] of mappingOf(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
