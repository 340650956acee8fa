export * from './lib/brand.types';
export * from './lib/brand';
export * from './lib/brand-context';
