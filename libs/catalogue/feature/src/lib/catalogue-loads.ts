/**
 * The catalogue's loads for client navigations, loaded when first needed: a catalogue page hydrates from the data
 * in its HTML (`usePageQuery`), so its first script carries no query document and no loader.
 */
export const catalogueLoads = () => import('./loads');
