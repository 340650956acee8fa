export { seedDatabase, isDatabaseEmpty, type SeedSummary } from './lib/seed';
export { seedStores as seedStoreList } from './data/stores';
