export { seedDatabase, isDatabaseEmpty, type SeedSummary } from './lib/seed';
