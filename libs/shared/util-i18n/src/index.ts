export * from './lib/routes';
export * from './lib/route-kinds';
export * from './lib/paths';
export * from './lib/links';
export * from './lib/messages';
export * from './lib/message-format';
export * from './lib/i18n-context';
export * from './lib/per-locale';
