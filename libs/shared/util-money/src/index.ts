export * from './lib/money';
export * from './lib/split-card-value';
