// ALTCHA ships these texts as JavaScript only: each registers itself on the widget when loaded and exports nothing.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/pt-br';
declare module 'altcha/i18n/pt-pt';
declare module 'altcha/i18n/fr-ca';
declare module 'altcha/i18n/es-419';
