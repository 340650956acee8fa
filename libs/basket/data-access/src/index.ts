export * from './lib/basket.fragments';
export * from './lib/basket.queries';
export * from './lib/basket.mutations';
