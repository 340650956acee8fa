// The catalogue parts that a route shows only now and then, each as a chunk of its own.

/** The product list, which the product route shows for `/gift-cards/{n}/`: product pages load it when they need it. */
export const loadProductListPage = () => import('./listing/product-list-page').then((page) => page.ProductListPage);
