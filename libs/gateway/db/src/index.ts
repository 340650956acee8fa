export * as schema from './schema';
export * from './schema';
export type { Database, DatabaseHandle, DatabaseKind } from './database';
export { openDatabase, type DatabaseConfig } from './open-database';
export { openPglite, DatabaseLockedError } from './open-pglite';
export { openPostgres } from './open-postgres';
export { migrate, migrationsFolder } from './migrate';
export { rebuildSearchIndex, searchDocuments, searchWords, MAX_SEARCH_WORDS, TYPO_SIMILARITY, type SearchHit, type SearchGroupType } from './search-index';
export { selectRows } from './rows';
export { namedRows, type NamedStatement } from './named-query';
export { rowFromJson } from './json-rows';
export {
  productTextsIn, localizedProduct, variationTextsIn, localizedVariation, termTextsIn, localizedTerm, extraTextsIn,
  localizedExtra, cardBrandTextsIn, localizedCardBrand,
} from './localized';
