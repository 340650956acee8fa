export * from './core';
export * from './lib/i18n-context';
