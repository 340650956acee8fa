/**
 * The library without React: catalogues, message formatting, route tables and paths. The gateway (errors, e-mails,
 * PDFs, links) and plain Node tools import this entry; the storefront imports the whole library.
 */
export * from './lib/routes';
export * from './lib/route-kinds';
export * from './lib/paths';
export * from './lib/links';
export * from './lib/messages';
export * from './lib/message-format';
export * from './lib/per-locale';
