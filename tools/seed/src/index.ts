export { seedDatabase, isDatabaseEmpty, storeContent, type SeedOptions, type SeedSummary } from './lib/seed';
export { seedStores as seedStoreList } from './data/stores';
export { gcukContent } from './data/gcuk';
export { cbContent } from './data/cb';
