// The catalogue parts that a route shows only now and then, each as a chunk of its own. Apart from `catalogueLoads`,
// which every catalogue page imports: a dynamic import brings the list of its chunk's dependencies into the module
// that makes it, and the list page's would then be in every page's first script.

/** The product list, which the product route shows for `/gift-cards/{n}/`: product pages load it when they need it. */
export const loadProductListPage = () => import('./listing/product-list-page').then((page) => page.ProductListPage);
