export { ContentPage } from './lib/content-page';
export { loadContentPage } from './lib/load-content-page';
