// The catalogue routes' loads with their queries, as one chunk for the browser's client navigations.
export { loadCategory, loadHome, loadOccasion, loadOccasions, loadProductList } from './loaders';
export { loadChoiceCard, loadProductDetail } from './product/load-product';
export { loadProductRoute } from './product/load-product-route';
