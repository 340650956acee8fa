/** Catalogues and message formatting without React: the entry the gateway (e-mails, errors, PDFs) imports. */
export * from './lib/messages';
export * from './lib/message-format';
