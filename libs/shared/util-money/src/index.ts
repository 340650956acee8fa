export * from './lib/money';
