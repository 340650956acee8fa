import { purchaseFormStyles } from '@giftshop/catalogue-ui';
import { buttonStyles, fieldStyles, radioGroupStyles, textFieldStyles } from '@giftshop/shared-ui';
import productPageStyles from './product/product-page.module.css';

// The catalogue parts that a route shows only now and then or hydrates after the page, each as a chunk of its own. Apart from `catalogueLoads`,
// which every catalogue page imports: a dynamic import brings the list of its chunk's dependencies into the module
// that makes it, and the list page's would then be in every page's first script.

/** The product list, which the product route shows for `/gift-cards/{n}/`: product pages load it when they need it. */
export const loadProductListPage = () => import('./listing/product-list-page').then((page) => page.ProductListPage);

/** A product page's purchase panel (the form and its dialogs), which product pages hydrate after the page. */
export const loadPurchasePanel = () => import('./product/purchase-panel').then((panel) => panel.PurchasePanel);
/** The CSS modules of the purchase panel's HTML: a page placing it loads them with its own CSS. */
export const purchasePanelStyles = [purchaseFormStyles, radioGroupStyles, textFieldStyles, fieldStyles, buttonStyles, productPageStyles];
