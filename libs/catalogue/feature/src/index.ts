export { HomePage } from './lib/home/home-page';
export { ProductListPage } from './lib/listing/product-list-page';
export { CategoryPage } from './lib/category/category-page';
export { OccasionsPage } from './lib/occasions/occasions-page';
export { OccasionPage } from './lib/occasions/occasion-page';
export { ChoiceCardPage, ProductDetailPage, type ProductPageProps, type PurchaseDialogProps } from './lib/product/product-page';
export { loadCategory, loadHome, loadOccasion, loadOccasions, loadProductList } from './lib/loaders';
export { loadChoiceCard, loadProductDetail } from './lib/product/load-product';
