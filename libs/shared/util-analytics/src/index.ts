export * from './lib/data-layer';
export * from './lib/item-list-tracker';
export * from './lib/use-item-list-tracking';
export * from './lib/gclid';
export * from './lib/ecommerce';
export * from './lib/transactions';
